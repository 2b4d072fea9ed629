import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local.ts';
import type { Storage } from './storage.ts';
import { createUploadTokens } from './upload-token.ts';

export type { Storage, StoredObject, UploadTarget } from './storage.ts';
export { LocalStorage, UploadTooLargeError } from './local.ts';
export type { S3Storage } from './s3.ts';

/**
 * The driver the configuration names. `appSecret` is the server's signing secret; signed upload URLs
 * use a key derived from it, so a token of one kind can never pass for the other. The AWS SDK is loaded only
 * for the `s3` driver: it is 4 MB of heap and about 20 MB of a process's memory (issue 18).
 */
export async function createStorage(config: Config, appSecret: string): Promise<Storage> {
  const { storage } = config;
  if (storage.driver === 's3') {
    const { S3Storage } = await import('./s3.ts');
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
