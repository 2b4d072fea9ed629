/**
 * How each advertisement performs (issue 29).
 *
 * HTTP:
 *   POST /api/public/events   AdvertisementEventBatch → 202 AdvertisementEventReceipt (no token, CORS as the lead
 *                             forms; per-address limit; every event committed before the answer)
 *   GET  /api/advertisements/{id}/performance?from&to   → AdvertisementPerformance (privilege and row scope as the ad)
 *   GET  /api/advertisements/performance?from&to&owner  → StockPerformance (the ads in the caller's row scope)
 */
export * from './events.ts';
export * from './answers.ts';
export * from './dealers.ts';
