/** The shared image uploader (SPEC §3 Upload item, §4 Uploads): signed direct uploads with a queue. */
export { checkImageFile } from './check-image-file';
export type { QueuedUpload, UploadItem, UploadNamespace, UploadStatus, UploadedImage } from './types';
export { uploadImage } from './upload-image';
export { sendFile } from './send-file';
export { UploadQueueList } from './upload-queue-list';
export { useUploadQueue, type UploadQueue, type UploadQueueOptions } from './use-upload-queue';
