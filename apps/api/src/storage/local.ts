import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  rename as renameCallback,
  writeFile as writeFileCallback,
} from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, contentTypeOfKey } from './keys.ts';
import type { Storage, StoredObject, UploadTarget } from './storage.ts';
import type { UploadGrant, UploadTokens } from './upload-token.ts';

/**
 * A new file's bytes written (open with `wx`, write, close) and a file renamed, through fs's callbacks: the same
 * system calls as fs/promises' `writeFile` and `rename`, without a FileHandle and its promises for each. A feed
 * stores two files a photo, 100,000 for its 50,000 photos (bench/RESULTS.md, issue 28: a fifth less CPU a file, a
 * third less of it on the main thread).
 */
const writeFileByCallback = promisify(writeFileCallback);
const writeNewFile = (file: string, bytes: Buffer) => writeFileByCallback(file, bytes, { flag: 'wx' });
const renameFile = promisify(renameCallback);

/** The body of a direct upload went past the size its grant allows. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('upload exceeds its size limit');
  }
}

export interface LocalStorageOptions {
  /** The folder objects are kept in (DATA_DIR/media). */
  root: string;
  publicBaseUrl: string;
  /** The API's direct-upload route; a signed token is appended. */
  uploadBaseUrl: string;
  tokens: UploadTokens;
}

/**
 * Objects as files under one folder. Browsers upload with a PUT to a signed URL of this API
 * (modules/uploads/direct-upload.ts) and read them at /media/<key> (media-route.ts).
 */
export class LocalStorage implements Storage {
  readonly driver = 'local';
  readonly publicBaseUrl: string;
  private readonly root: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.root = path.resolve(options.root);
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  }

  /** The file of a key; throws for a key that is not a plain relative image path inside the root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Key outside the media folder: ${key}`);
    return file;
  }

  async createUploadTarget(key: string, contentType: string, maxBytes: number, expiresSeconds: number) {
    assertSafeKey(key);
    const token = this.options.tokens.sign({
      key,
      contentType,
      maxBytes,
      expiresAt: new Date(Date.now() + expiresSeconds * 1000),
    });
    const target: UploadTarget = {
      url: `${this.options.uploadBaseUrl}/${token}`,
      method: 'PUT',
      headers: { 'Content-Type': contentType },
    };
    return target;
  }

  /** The grant of a signed upload URL's token, or null when it is forged or expired. */
  verifyUploadToken(token: string): UploadGrant | null {
    return this.options.tokens.verify(token);
  }

  /**
   * Writes an uploaded body to its key, counting bytes as they arrive: past `maxBytes` the transfer
   * stops with UploadTooLargeError and nothing is kept. The object appears only once complete.
   */
  async receive(key: string, body: Readable, maxBytes: number): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(received > maxBytes ? new UploadTooLargeError() : null, chunk);
      },
    });
    // Piped rather than put in the pipeline: on overflow the request is left open (only unpiped), so
    // the server can still answer 413 on it instead of cutting the connection.
    body.on('error', (error) => limit.destroy(error));
    body.pipe(limit);
    try {
      await pipeline(limit, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, file);
      return received;
    } catch (error) {
      body.unpipe(limit);
      await rm(partial, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** A stream of a stored file for the media route, or null when there is no such file. */
  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const object = await this.head(key);
    if (!object) return null;
    return { stream: createReadStream(this.pathOf(key)), size: object.size };
  }

  async readStream(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    // The folder is made only when missing: a feed stores thousands of files in a few folders, and asking for
    // each file's folder again cost as much as writing it.
    await writeNewFile(partial, bytes).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(path.dirname(file), { recursive: true });
      await writeNewFile(partial, bytes);
    });
    await renameFile(partial, file);
  }

  async *list(): AsyncIterable<string> {
    const files = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const file of files)
      if (file.isFile() && !file.name.endsWith('.part'))
        yield path.relative(this.root, path.join(file.parentPath, file.name)).split(path.sep).join('/');
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${key}`;
  }
}
