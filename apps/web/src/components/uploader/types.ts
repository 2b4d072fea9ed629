import type { UploadNamespace } from '@coachyard/contract';

export type { UploadNamespace };

/** What an upload leaves behind: the storage key an entity stores, and where the image is served. */
export interface UploadedImage {
  key: string;
  public_url: string;
}

/** One file to upload (SPEC §3 Upload item). */
export interface UploadItem {
  file: File;
  /** The name sent to the signature call; the file's own name by default. */
  filename?: string;
  namespace: UploadNamespace;
  onComplete?(result: UploadedImage): void;
  onError?(error: Error): void;
  /** 0-100, as the bytes leave the browser. */
  onProgress?(percent: number): void;
}

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

/** A file in the upload queue, as a list shows it. */
export interface QueuedUpload {
  id: string;
  file: File;
  name: string;
  /** An object URL of the file, for a thumbnail; revoked when the file leaves the queue. */
  previewUrl: string;
  status: UploadStatus;
  progress: number;
  /** Why the file failed, in the reader's language. */
  error?: string;
  result?: UploadedImage;
}
