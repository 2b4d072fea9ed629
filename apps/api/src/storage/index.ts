import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';
import { createUploadTokens } from './upload-token.ts';

export type { Storage, StoredObject, UploadTarget } from './storage.ts';
export { LocalStorage, UploadTooLargeError } from './local.ts';
export { S3Storage } from './s3.ts';

/**
 * The driver the configuration names. `appSecret` is the server's signing secret; signed upload URLs
 * use a key derived from it, so a token of one kind can never pass for the other.
 */
export function createStorage(config: Config, appSecret: string): Storage {
  const { storage } = config;
  if (storage.driver === 's3') {
    return new S3Storage({ ...storage.s3, publicBaseUrl: storage.publicBaseUrl });
  }
  const uploadSecret = createHmac('sha256', appSecret).update('coachyard/upload-urls').digest();
  return new LocalStorage({
    root: path.join(config.dataDir, 'media'),
    publicBaseUrl: storage.publicBaseUrl,
    uploadBaseUrl: storage.uploadBaseUrl,
    tokens: createUploadTokens(uploadSecret),
  });
}
