import type { Readable } from 'node:stream';
import type { UploadTarget } from '@coachyard/contract';

export type { UploadTarget };

export interface StoredObject {
  size: number;
  /** The content type the store keeps for the object (S3), or the one its extension names (local). */
  contentType: string | null;
}

/**
 * Where images live (DESIGN §1 Object storage). Keys are relative paths such as
 * `images/original/user/2025-01-31/<random>.jpg`; callers never see a driver's internals.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Base URL of every stored object: `publicUrl(key)` is `${publicBaseUrl}/${key}`. */
  readonly publicBaseUrl: string;
  /** Where and how a browser sends the bytes of `key` itself, within the size and time given. */
  createUploadTarget(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresSeconds: number,
  ): Promise<UploadTarget>;
  /** Size and type of a stored object, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  read(key: string): Promise<Buffer>;
  /** The object's bytes as a stream, for files too large to hold (a dealer's stock feed). */
  readStream(key: string): Promise<Readable>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Every stored key (for backups), in no particular order. */
  list(): AsyncIterable<string>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}
