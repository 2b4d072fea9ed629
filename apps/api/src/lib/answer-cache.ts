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
  /**
   * The kept answer for `key` as a whole response body (DESIGN §3's envelope), encoded once and kept with it:
   * sent as bytes, it is neither measured nor encoded again per request (a tenth of a cached read's CPU).
   */
  keptBody(key: string): Buffer | undefined;
  /** Keeps `data` as the answer for `key` and gives its whole body, as `keptBody` does. */
  keepBody(key: string, data: Data): Buffer;
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
  const entries = new Map<string, { json: string; body?: Buffer; expiresAt: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.json.length + (entry.body?.length ?? 0);
  };
  const live = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  const kept = (key: string) => live(key)?.json;
  const keptBody = (key: string) => {
    const entry = live(key);
    if (!entry) return undefined;
    if (!entry.body) {
      entry.body = encodedEnvelope(entry.json);
      bytes += entry.body.length;
    }
    return entry.body;
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
    keptBody,
    keep,
    keepBody(key, data) {
      const json = keep(key, data);
      // Only an answer larger than the whole cache is not kept.
      return keptBody(key) ?? encodedEnvelope(json);
    },
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
const envelopeJson = (dataJson: string) => `{"data":${dataJson},"available_languages":${LANGUAGES_JSON}}`;

/** The whole body of an answer around `data` written out, encoded: what a cache of answers keeps to send. */
export const encodedEnvelope = (dataJson: string) => Buffer.from(envelopeJson(dataJson));

/**
 * Sends DESIGN §3's envelope around `data` already written out (the route's schema still documents it), or a
 * whole body kept encoded (`keptBody`).
 */
export function envelopeBody(reply: FastifyReply, answer: string | Buffer): string | Buffer {
  // An answer with its type set is sent as it is: the handler returns it, so fastify sends it once.
  reply.type('application/json; charset=utf-8');
  return typeof answer === 'string' ? envelopeJson(answer) : answer;
}
