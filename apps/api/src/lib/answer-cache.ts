import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AVAILABLE_LANGUAGES } from './envelope.ts';
import { serializerOf } from './response-serializer.ts';

/**
 * The written-out `data` of single-row answers, keyed by everything the answer is made of: the row's id, version
 * and last change (every write of a versioned row moves them, lib/versioned.ts), the reader's language and what of
 * the caller the answer shows (their role, whether they own the row…). What is kept is the presenting and
 * writing out of an unchanged row, which cost a read of one advertisement more than its SQL (bench/RESULTS.md,
 * issue 18); whoever finds the key decides scope and deletion first (by its statement, or by facts kept until a
 * write, modules/advertisements/read-cache.ts). What an answer names from elsewhere (lookup texts, settings) is not in the key:
 * the module registers the cache as cleared by those namespaces' writes, and `ttlMilliseconds` bounds a change
 * made where no notification reaches (the seed CLI).
 */
export interface AnswerCache<Data> {
  /** `data` of the answer for `key` written out: kept, or presented and written now. */
  json(key: string, present: () => Promise<Data>): Promise<string>;
  /** The kept answer for `key`, if any. */
  kept(key: string): string | undefined;
  /** Writes out and keeps `data` as the answer for `key`. */
  keep(key: string, data: Data): string;
  clear(): void;
}

export function createAnswerCache<Data>(
  schema: z.ZodType<Data>,
  {
    ttlMilliseconds = 30_000,
    maxBytes = 8 * 1024 * 1024,
  }: { ttlMilliseconds?: number; maxBytes?: number } = {},
): AnswerCache<Data> {
  const serialize = serializerOf(schema);
  const entries = new Map<string, { json: string; expiresAt: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.json.length;
  };
  const kept = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.json : undefined;
  };
  const keep = (key: string, data: Data) => {
    const json = serialize(data);
    forget(key);
    entries.set(key, { json, expiresAt: Date.now() + ttlMilliseconds });
    bytes += json.length;
    // Maps iterate in insertion order: the oldest answers go first.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
    return json;
  };
  return {
    async json(key, present) {
      return kept(key) ?? keep(key, await present());
    },
    kept,
    keep,
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * A page's `data` written out from its items' kept answers and the rest of the page (total, cursors…), each
 * part by its schema's serializer.
 */
export function pageWriter<Page extends { items: unknown[] }>(pageSchema: z.ZodObject) {
  const serializeRest = serializerOf(pageSchema.omit({ items: true }));
  return (rest: Omit<Page, 'items'>, itemsJson: readonly string[]) =>
    `{"items":[${itemsJson.join(',')}],${serializeRest(rest).slice(1)}`;
}

const LANGUAGES_JSON = JSON.stringify(AVAILABLE_LANGUAGES);

/** Sends DESIGN §3's envelope around `data` already written out (the route's schema still documents it). */
export const envelopeBody = (reply: FastifyReply, dataJson: string) => {
  // A string answer with its type set is sent as it is: the handler returns it, so fastify sends it once.
  reply.type('application/json; charset=utf-8');
  return `{"data":${dataJson},"available_languages":${LANGUAGES_JSON}}`;
};
