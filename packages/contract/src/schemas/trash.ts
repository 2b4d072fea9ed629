import { z } from 'zod';

/** /trash (issue 17): soft-deleted rows of every namespace that registered its tables, restorable by an ADMIN. */
export const trashQuerySchema = z.object({
  namespace: z.string().max(60).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const trashItemSchema = z.object({
  namespace: z.string(),
  id: z.string(),
  /** What the row is called: its title, name, short id or key. */
  label: z.string(),
  version: z.number().int(),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashPageSchema = z.object({
  items: z.array(trashItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The namespaces that have a trash, for the filter. */
  namespaces: z.array(z.string()),
});
export type TrashPage = z.infer<typeof trashPageSchema>;

export const trashRestoreSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({ namespace: z.string().max(60), id: z.string().max(100), version: z.number().int() }),
    )
    .min(1)
    .max(100),
});
export type TrashRestore = z.infer<typeof trashRestoreSchema>;

/** Each row restored on its own: one that breaks a rule meanwhile (its key taken again) stays in the trash. */
export const trashRestoreResultSchema = z.object({
  results: z.array(
    z.object({
      namespace: z.string(),
      id: z.string(),
      outcome: z.enum(['restored', 'conflict', 'not_found']),
      message: z.string().nullable(),
    }),
  ),
});
export type TrashRestoreResult = z.infer<typeof trashRestoreResultSchema>;
