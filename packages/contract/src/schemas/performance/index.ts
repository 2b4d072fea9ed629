/**
 * How each advertisement performs (issue 29).
 *
 * HTTP:
 *   POST /api/public/events   AdvertisementEventBatch → 202 AdvertisementEventReceipt (no token, CORS as the lead
 *                             forms; per-address limit; every event committed before the answer)
 */
export * from './events.ts';
