import { z } from 'zod';

/**
 * Who else has the editor of an item open (issue 16). An open editor reports itself every
 * `CONTENT_PRESENCE.heartbeatSeconds` (`watchSeconds` while someone else is there) under an id of its own (one
 * per screen, so two tabs are two screens); it says it left when it closes or is hidden (DELETE, sent with
 * keepalive as the page goes), and a screen not heard from for `ttlSeconds` has left anyway.
 *   PUT    /api/content/{id}/presence { screen_id } → ContentPresence
 *   DELETE /api/content/{id}/presence?screen_id=     → ContentPresence
 */
export const contentPresenceWriteSchema = z.strictObject({
  screen_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'common.invalid'),
});
export const contentPresenceLeaveSchema = contentPresenceWriteSchema.extend({ lang: z.string().optional() });
export const contentPresenceSchema = z.object({
  /** The other people with the item open, without the caller (whatever number of screens each has). */
  editors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ContentPresence = z.infer<typeof contentPresenceSchema>;
