import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeedCreate, FeedPatch, Role } from '@coachyard/contract';
import { feeds, type FeedRow } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/errors.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { insertAudited } from '../../lib/versioned.ts';
import { dealersByIds, resolveOwner } from '../advertisements/index.ts';
import { acceptFeedFile } from '../uploads/index.ts';
import { NAMESPACE } from './queries.ts';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

export const actorOf = (request: FastifyRequest): ScopedActor => ({
  id: request.user!.id,
  role: request.user!.role as Role,
});

/** An uploaded file becomes the feed's once the upload checks accept it for this feed. */
const acceptedFile = (app: App, request: FastifyRequest, key: string | null | undefined, feedId: string) =>
  key ? acceptFeedFile(app, request, key, `${NAMESPACE}:${feedId}`) : Promise.resolve(null);

/** A feed pulled from a URL needs its URL, whichever of the two a change names. */
const assertSource = (sourceKind: FeedRow['sourceKind'], url: string | null) => {
  if (sourceKind === 'url' && !url) throw invalidFields({ url: ['feed.url_required'] });
};

export async function createFeed(app: App, request: FastifyRequest, body: FeedCreate) {
  const ownerId = await resolveOwner(app.db, actorOf(request), body.owner_id);
  const id = randomUUID();
  assertSource(body.source_kind, body.url ?? null);
  const fileKey = await acceptedFile(app, request, body.file_key, id);
  const row = await insertAudited(app.db, request, {
    table: feeds,
    namespace: NAMESPACE,
    values: {
      id,
      ownerId,
      name: body.name,
      format: body.format,
      sourceKind: body.source_kind,
      url: body.url ?? null,
      region: body.region,
      intervalHours: body.interval_hours ?? 24,
      fileKey,
      fieldMapping: body.field_mapping ?? {},
      valueMappings: body.value_mappings ?? {},
      fullSync: body.full_sync ?? false,
    },
  });
  const [dealer] = await dealersByIds(app.db, [ownerId]);
  return { ...row, ownerName: dealer?.name ?? null };
}

/** The columns a PUT (every field; the ones left out take their defaults) or a PATCH (the ones given) writes. */
export async function feedChanges(
  app: App,
  request: FastifyRequest,
  before: FeedRow,
  body: Omit<FeedPatch, 'version'>,
  mode: 'whole' | 'patch',
): Promise<Partial<FeedRow>> {
  const given = <T>(value: T | undefined, fallback: T, current: T) =>
    value !== undefined ? value : mode === 'whole' ? fallback : current;
  const ownerId =
    body.owner_id !== undefined && body.owner_id !== before.ownerId
      ? await resolveOwner(app.db, actorOf(request), body.owner_id)
      : before.ownerId;
  const sourceKind = given(body.source_kind, before.sourceKind, before.sourceKind);
  const url = given(body.url, null, before.url);
  assertSource(sourceKind, url);
  const fileKey =
    body.file_key !== undefined && body.file_key !== before.fileKey
      ? await acceptedFile(app, request, body.file_key, before.id)
      : before.fileKey;
  return {
    ownerId,
    name: body.name ?? before.name,
    format: body.format ?? before.format,
    sourceKind,
    url,
    region: body.region ?? before.region,
    intervalHours: given(body.interval_hours, 24, before.intervalHours),
    fileKey,
    fieldMapping: given(body.field_mapping, {}, before.fieldMapping),
    valueMappings: given(body.value_mappings, {}, before.valueMappings),
    fullSync: given(body.full_sync, false, before.fullSync),
  };
}
