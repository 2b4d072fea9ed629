import type { FastifyRequest } from 'fastify';
import {
  defaultCurrencyOfRegion,
  type AdvertisementSignalsPreview,
  type Currency,
  type Translations,
} from '@coachyard/contract';
import { requireAction } from '../../lib/resource/index.ts';
import { callerOf, findVisible, type AdvertisementsApp } from '../advertisements/index.ts';
import { listingLimits } from '../settings/index.ts';
import { computeSignals, presentSignals, type SignalSource } from './compute.ts';

/** No ad has this id: a draft compared with published ads never finds itself among them. */
const UNSAVED_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The signals of the ad as the form holds it (issue 27), so a dealer sees the score move while typing. Editing, the
 * saved ad (in the caller's scope) gives what the form does not send: its photos, and any field left out.
 * Nothing is written.
 */
export async function previewSignals(
  app: AdvertisementsApp,
  request: FastifyRequest,
  draft: AdvertisementSignalsPreview,
) {
  await requireAction(app, request, draft.id ? 'update' : 'create', 'advertisements');
  const saved = draft.id ? await findVisible(app.db, await callerOf(app, request), draft.id) : null;
  const lang = draft.lang ?? saved?.lang ?? 'en';
  const source: SignalSource = {
    id: saved?.id ?? UNSAVED_ID,
    ownerId: saved?.ownerId ?? UNSAVED_ID,
    lang,
    modelId: draft.model_id ?? saved?.modelId ?? UNSAVED_ID,
    year: draft.year ?? saved?.year ?? 0,
    mileage: draft.mileage !== undefined ? draft.mileage : (saved?.mileage ?? null),
    seats: draft.seats !== undefined ? draft.seats : (saved?.seats ?? null),
    priceMinor: draft.price_minor ?? saved?.priceMinor ?? 0,
    currency: (draft.currency ?? saved?.currency ?? defaultCurrencyOfRegion('tr')) as Currency,
    title: (draft.title ?? saved?.title ?? {}) as Translations,
    description: (draft.description ?? saved?.description ?? {}) as Translations,
    media: saved?.media ?? [],
  };
  const { minPhotos } = await listingLimits(app);
  return presentSignals(await computeSignals(app.db, source, minPhotos), request.lang);
}
