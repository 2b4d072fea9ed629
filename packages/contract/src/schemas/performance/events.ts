import { z } from 'zod';

/**
 * What buyers do on the public site, reported by it (issue 29): the ad shown in a result list, its page opened,
 * the contact button, the phone number revealed, the ad saved as a favourite.
 */
export const ADVERTISEMENT_EVENT_TYPES = [
  'impression',
  'view',
  'contact_click',
  'phone_reveal',
  'favorite',
] as const;
export type AdvertisementEventType = (typeof ADVERTISEMENT_EVENT_TYPES)[number];

/** The most events one request may carry, and how old an event may be when it arrives. */
export const EVENT_RULES = { batchMax: 100, maxAgeDays: 7, futureSlackSeconds: 300, sessionMax: 64 } as const;

export const advertisementEventSchema = z.object({
  type: z.enum(ADVERTISEMENT_EVENT_TYPES, { message: 'events.type_unknown' }),
  short_id: z.string().regex(/^[0-9A-Z]{8}$/, { message: 'events.ad_unknown' }),
  /** The visitor's session as the public site keeps it (an opaque id): a view counts once a day per session. */
  session: z
    .string()
    .min(1, { message: 'common.required' })
    .max(EVENT_RULES.sessionMax, { message: 'events.session_invalid' }),
  /** When it happened, if not now (a batch sent later): at most a week ago, never in the future. */
  at: z.iso.datetime({ offset: true, message: 'events.time_invalid' }).optional(),
});
export type AdvertisementEvent = z.infer<typeof advertisementEventSchema>;

export const advertisementEventBatchSchema = z.object({
  events: z
    .array(advertisementEventSchema)
    .min(1, { message: 'common.required' })
    .max(EVENT_RULES.batchMax, { message: 'events.batch_too_large' }),
});
export type AdvertisementEventBatch = z.infer<typeof advertisementEventBatchSchema>;

/** 202: how many events were taken (all of the batch), and how many of them came from a known bot. */
export const advertisementEventReceiptSchema = z.object({
  accepted: z.number().int(),
  bots: z.number().int(),
});
export type AdvertisementEventReceipt = z.infer<typeof advertisementEventReceiptSchema>;
