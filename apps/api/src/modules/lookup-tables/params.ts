import { z } from 'zod';

export const TAG = 'lookup-tables';

/** `{id}` of a table route: a table id (anything else is simply not found). */
export const lookupTableParams = z.object({ id: z.string().min(1).max(200) });
/** `{id}` of an item route: a table id or slug, or an item id; `{itemId}` an item of it. */
export const containerParams = z.object({ id: z.string().min(1).max(200) });
export const itemParams = containerParams.extend({ itemId: z.string().min(1).max(200) });
