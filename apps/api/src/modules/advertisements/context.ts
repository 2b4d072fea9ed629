import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  availableStatusMoves,
  priceFormatsOf,
  type AdvertisementStatus,
  type Role,
} from '@coachyard/contract';
import type { LookupEntry } from '../lookup-tables/index.ts';
import { currentSettings } from '../settings/index.ts';
import { catalogOf, withEntries } from './catalog.ts';
import {
  lookupIdsOfRows,
  presentAdvertisement,
  type FullRow,
  type ListRow,
  type PresentContext,
} from './present.ts';

export const NAMESPACE = 'advertisements';

export type App = Pick<FastifyInstance, 'db' | 'storage' | 'config' | 'privileges' | 'siteSettings'>;

/** What presenting rows needs, with the lookups of these rows loaded (plus entries a write just read). */
export async function presentContext(
  app: App,
  language: PresentContext['language'],
  rows: readonly (ListRow & Partial<FullRow>)[],
  fresh?: ReadonlyMap<string, LookupEntry>,
): Promise<PresentContext> {
  const [snapshot, settings] = await Promise.all([
    catalogOf(app.db).with(lookupIdsOfRows(rows)),
    currentSettings(app),
  ]);
  return {
    language,
    catalog: fresh ? withEntries(snapshot, fresh) : snapshot,
    storage: app.storage,
    siteUrl: app.config.ads.siteUrl,
    priceFormats: priceFormatsOf(settings.regions.values.regions),
  };
}

/** The transition context of the caller, less the ad (whether they own it). */
export async function callerOf(app: App, request: FastifyRequest) {
  const user = request.user!;
  return {
    id: user.id,
    role: user.role as Role,
    canReview: await app.privileges.can(user.role, NAMESPACE, 'review'),
  };
}
export type Caller = Awaited<ReturnType<typeof callerOf>>;

export const availableFor = (
  caller: Caller,
  row: Pick<FullRow, 'ownerId' | 'status' | 'deletedAt'>,
): AdvertisementStatus[] =>
  row.deletedAt
    ? []
    : availableStatusMoves(row.status, {
        role: caller.role,
        isOwner: row.ownerId === caller.id,
        canReview: caller.canReview,
      });

/** What every kept answer of an ad is made of: the row at its version, its owner's name, the reader's language. */
const keyPartsOf = (
  row: Pick<FullRow, 'id' | 'version' | 'updatedAt' | 'deletedAt' | 'ownerName'>,
  language: string,
) => [row.id, row.version, row.updatedAt.getTime(), row.deletedAt?.getTime(), row.ownerName, language];

/**
 * What an ad's answer to this caller is made of, besides the lookups and settings (lib/answer-cache.ts): the row
 * at its version, its owner's name, the reader's language and the status moves open to the caller.
 */
export const answerKeyOf = (
  caller: Caller,
  row: Pick<FullRow, 'id' | 'version' | 'updatedAt' | 'deletedAt' | 'ownerName' | 'ownerId' | 'status'>,
  language: string,
) => [...keyPartsOf(row, language), availableFor(caller, row).join(',')].join('|');

/**
 * What a list row's answer is made of, besides the lookups and settings: the row at its version, the language,
 * and its counts of the last 30 days, which the performance module keeps without a new version.
 */
export const listItemKeyOf = (row: ListRow, language: string) =>
  [...keyPartsOf(row, language), row.views30d, row.leads30d].join('|');

/** Writes that change what an ad's answer names: lookup texts, places, model relations, price formats. */
export const ANSWER_NAMES_FROM = ['lookup-tables', 'model_relations', 'locations', 'settings'];

/** An ad as the back office shows it to this caller. */
export const presentFor = (caller: Caller, context: PresentContext) => (row: FullRow) =>
  presentAdvertisement(row, context, availableFor(caller, row));
