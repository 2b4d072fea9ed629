import { z } from 'zod';
import { CURRENCIES, LANGUAGES, LIMITS, REGIONS, type Language } from '../../constants.ts';
import { errorEnvelopeSchema } from '../envelope.ts';
import {
  lookupFlagInputSchema,
  lookupImportIssueSchema,
  lookupNameSchema,
  lookupSlugSchema,
  lookupTranslationsInputSchema,
} from '../lookup-tables/index.ts';
import { isValidCoordinate } from '../user-rules.ts';
import { DISTANCE_UNITS } from './constants.ts';
import { isoCodeSchema, languageOrderSchema, vehicleTypesSchema } from './fields.ts';

// What creating, changing, moving and importing markets and places sends.

/** A coordinate as the user form takes it (SPEC §5): text, at most 12 characters, within ±90 / ±180. */
const coordinateSchema = (limit: 90 | 180) =>
  z
    .string()
    .trim()
    .max(LIMITS.coordinateMax, 'user.coordinate_max')
    .refine((value) => isValidCoordinate(value, limit), { message: 'user.coordinate_invalid' });

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

const versionField = { version: z.number().int().min(1) };

const marketFields = {
  translations: lookupTranslationsInputSchema,
  region: z.enum(REGIONS, { message: 'location.region_invalid' }),
  /** Absent: the region's currency (SPEC §9). */
  currency: z.enum(CURRENCIES, { message: 'common.invalid' }).optional(),
  distance_unit: z.enum(DISTANCE_UNITS, { message: 'common.invalid' }).optional(),
  default_language: z.enum(LANGUAGES, { message: 'common.invalid' }).optional(),
  language_order: languageOrderSchema.optional(),
  vehicle_types: vehicleTypesSchema.optional(),
  is_active: lookupFlagInputSchema.optional(),
  is_exposable: lookupFlagInputSchema.optional(),
};

/** The default language must be one of the market's languages. */
const defaultLanguageListed = (
  body: { default_language?: Language; language_order?: Language[] },
  context: z.RefinementCtx,
) => {
  if (body.default_language && body.language_order && !body.language_order.includes(body.default_language))
    context.addIssue({
      code: 'custom',
      path: ['default_language'],
      message: 'location.default_language_unlisted',
    });
};

export const locationCreateSchema = z
  .strictObject({ name: lookupNameSchema, slug: lookupSlugSchema.optional(), ...marketFields })
  .superRefine(defaultLanguageListed);
export type LocationCreate = z.input<typeof locationCreateSchema>;

/**
 * PUT (the whole editable state) and PATCH (any subset, with the version) of an entry whose name and key
 * may be sent back unchanged, never changed; both checked by the same cross-field rule.
 */
function updateAndPatch<Shape extends z.core.$ZodLooseShape, Body>(
  fields: Shape,
  rule: (body: Body, context: z.RefinementCtx) => void,
) {
  const whole = z.strictObject({
    name: lookupNameSchema.optional(),
    slug: lookupSlugSchema.optional(),
    ...fields,
    ...versionField,
  });
  return {
    update: whole.superRefine((body, context) => rule(body as Body, context)),
    patch: whole
      .partial()
      .required({ version: true })
      .superRefine((body, context) => rule(body as Body, context)),
  };
}

const locationWrites = updateAndPatch(marketFields, defaultLanguageListed);
export const locationUpdateSchema = locationWrites.update;
export type LocationUpdate = z.input<typeof locationUpdateSchema>;
export const locationPatchSchema = locationWrites.patch;
export type LocationPatch = z.input<typeof locationPatchSchema>;

const placeFields = {
  translations: lookupTranslationsInputSchema,
  iso_code: isoCodeSchema.nullable().optional(),
  lat: coordinateSchema(90).nullable().optional(),
  lng: coordinateSchema(180).nullable().optional(),
  place_id: z.string().uuid({ message: 'location.place_invalid' }).nullable().optional(),
  is_active: lookupFlagInputSchema.optional(),
};

/** Coordinates come as a pair (the user form's rule): one without the other is refused. */
const coordinatesPaired = (body: { lat?: string | null; lng?: string | null }, context: z.RefinementCtx) => {
  if (body.lat === undefined && body.lng === undefined) return;
  if (body.lat && !body.lng)
    context.addIssue({ code: 'custom', path: ['lng'], message: 'user.lng_required' });
  if (body.lng && !body.lat)
    context.addIssue({ code: 'custom', path: ['lat'], message: 'user.lat_required' });
};

export const locationItemCreateSchema = z
  .strictObject({
    name: lookupNameSchema,
    slug: lookupSlugSchema.optional(),
    /** The item this one belongs to (a city's country); absent or null: the market's top level. */
    parent_id: z.string().uuid().nullable().optional(),
    ...placeFields,
  })
  .superRefine(coordinatesPaired);
export type LocationItemCreate = z.input<typeof locationItemCreateSchema>;

const placeWrites = updateAndPatch(placeFields, coordinatesPaired);
export const locationItemUpdateSchema = placeWrites.update;
export type LocationItemUpdate = z.input<typeof locationItemUpdateSchema>;
export const locationItemPatchSchema = placeWrites.patch;
export type LocationItemPatch = z.input<typeof locationItemPatchSchema>;

/** Moves an item to `position` (0 = first) among its siblings; the others close up behind it. */
export const locationItemMoveSchema = z.strictObject({
  position: z.number().int().min(0).max(100_000),
  ...versionField,
});
export type LocationItemMove = z.input<typeof locationItemMoveSchema>;

/** The 409 of a delete that would leave rows pointing at nothing: how many use it. */
export const locationInUseSchema = z.object({ advertisements: z.number().int(), users: z.number().int() });
export type LocationInUse = z.infer<typeof locationInUseSchema>;

export const locationImportErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  error: errorEnvelopeSchema.shape.error.extend({ rows: z.array(lookupImportIssueSchema).optional() }),
});
