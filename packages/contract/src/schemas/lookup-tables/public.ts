import { z } from 'zod';
import { jsonValueSchema } from '../envelope.ts';
import type { Language } from '../../constants.ts';
import type { LookupItem } from './entries.ts';

// The public site's read, and the options a client builds from items (SPEC §3).

// ── Public site ────────────────────────────────────────────────────────────────────────────────

export const publicLookupItemSchema = z.object({
  value: z.string().uuid(),
  slug: z.string(),
  text: z.string(),
  attributes: z.record(z.string(), jsonValueSchema),
  /** Active, exposable children; fetch them with `?parent=<slug>`. */
  child_count: z.number().int(),
});
export type PublicLookupItem = z.infer<typeof publicLookupItemSchema>;

/** GET /api/public/collections/{slug}: only active, exposable rows; cached 5 minutes. */
export const publicLookupTableSchema = z.object({
  slug: z.string(),
  text: z.string(),
  parent: z.object({ slug: z.string(), text: z.string() }).nullable(),
  items: z.array(publicLookupItemSchema),
});
export type PublicLookupTable = z.infer<typeof publicLookupTableSchema>;

// ── Client mapping (SPEC §3) ───────────────────────────────────────────────────────────────────

export interface LookupOption {
  text: string;
  value: string;
  slug: string;
  trans: Partial<Record<Language, string>>;
}
/** Lookup items map name/_id/slug/translations to text/value/slug/trans (SPEC §3). */
export const toLookupOption = (
  item: Pick<LookupItem, '_id' | 'text' | 'slug' | 'translations'>,
): LookupOption => ({
  text: item.text,
  value: item._id,
  slug: item.slug,
  trans: item.translations,
});
