/**
 * Trust signals of an advertisement (issue 27). Namespace `advertisements` (read).
 *
 * HTTP:
 *   GET /api/advertisements/{id}/signals   → AdvertisementSignals (row scope as GET /api/advertisements/{id})
 *   POST /api/advertisements/signals/preview AdvertisementSignalsPreview → AdvertisementSignals (an unsaved draft's)
 *
 * `health_score`, `health_band` and `price_band` are also stored on the ad, recomputed on every write, for lists.
 */
export * from './answers.ts';
export * from './preview.ts';
