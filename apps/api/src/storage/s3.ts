import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { assertSafeKey } from './keys.ts';
import type { Storage, StoredObject, UploadTarget } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store's URL (MinIO, R2, s3rver…); AWS when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  publicBaseUrl: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store. Browsers upload with a presigned POST whose policy S3 enforces. */
export class S3Storage implements Storage {
  readonly driver = 's3';
  readonly publicBaseUrl: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Many S3-compatible stores reject the SDK's newer default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * A presigned POST (SPEC §7: direct upload, ACL public-read) that S3 refuses unless the key, the
   * content type and the ACL are exactly these and the body is 1..maxBytes bytes.
   */
  async createUploadTarget(key: string, contentType: string, maxBytes: number, expiresSeconds: number) {
    assertSafeKey(key);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
        ['eq', '$key', key],
        { acl: 'public-read' },
      ],
      Fields: { acl: 'public-read', 'Content-Type': contentType },
      Expires: expiresSeconds,
    });
    const target: UploadTarget = { url, method: 'POST', fields };
    return target;
  }

  async head(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: object.ContentLength ?? 0, contentType: object.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    assertSafeKey(key);
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!object.Body) return Buffer.alloc(0);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async readStream(key: string): Promise<Readable> {
    assertSafeKey(key);
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    // In Node.js the SDK's body is a Readable.
    return (object.Body as Readable | undefined) ?? Readable.from([]);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ACL: 'public-read',
        // Keys are random and never rewritten with other content.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async *list(): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${key}`;
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy() {
    this.client.destroy();
  }
}
