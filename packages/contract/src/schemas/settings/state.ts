import { z } from 'zod';
import { jsonValueSchema } from '../envelope.ts';
import {
  leadsSettingsSchema,
  insightsSettingsSchema,
  listingsSettingsSchema,
  maintenanceSettingsSchema,
  regionsSettingsSchema,
  type SettingsValues,
  siteSettingsSchema,
  workingHoursSettingsSchema,
} from './groups.ts';
import { SETTINGS_GROUPS, type SettingsGroup } from './constants.ts';

// The groups as the API answers them and what a save sends.

const groupStateSchema = <T extends z.ZodType>(values: T) =>
  z.object({
    /** The group's record: its history is /api/audit/history/settings/{id}. */
    id: z.string(),
    group: z.enum(SETTINGS_GROUPS),
    version: z.number().int(),
    updated_at: z.string(),
    updated_by: z.string().nullable(),
    values,
  });
/** One group as the API answers it; `values` follow the group's schema. */
export const settingsGroupStateSchema = groupStateSchema(z.record(z.string(), jsonValueSchema));
export type SettingsGroupState<G extends SettingsGroup = SettingsGroup> = Omit<
  z.infer<typeof settingsGroupStateSchema>,
  'values' | 'group'
> & { group: G; values: SettingsValues[G] };
export const settingsStateSchema = z.object({
  site: groupStateSchema(siteSettingsSchema),
  regions: groupStateSchema(regionsSettingsSchema),
  working_hours: groupStateSchema(workingHoursSettingsSchema),
  listings: groupStateSchema(listingsSettingsSchema),
  maintenance: groupStateSchema(maintenanceSettingsSchema),
  leads: groupStateSchema(leadsSettingsSchema),
  insights: groupStateSchema(insightsSettingsSchema),
});
export type SettingsState = { [G in SettingsGroup]: SettingsGroupState<G> };

/** PUT: the whole group; PATCH: only the fields that change (merged into the current values, then checked). */
export const settingsWriteSchema = z.strictObject({
  version: z.number({ error: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
  values: z.record(z.string(), jsonValueSchema, { error: 'common.required' }),
});
export type SettingsWrite<G extends SettingsGroup = SettingsGroup> = {
  version: number;
  values: SettingsValues[G];
};
/** GET /api/settings/forms: the groups the back office's own forms follow, for every signed-in user. */
export const formSettingsSchema = z.object({
  working_hours: workingHoursSettingsSchema,
  // Who is trusted is staff's business, not every form's.
  listings: listingsSettingsSchema.omit({ trusted_dealer_ids: true }),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;
