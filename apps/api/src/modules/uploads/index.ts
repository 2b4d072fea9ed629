/** What other modules use of uploads: accept a key before saving it on an entity. */
export {
  acceptUpload,
  acceptFeedFile,
  type AcceptOptions,
  ACCEPT_WITHIN_SECONDS,
  UPLOAD_URL_TTL_SECONDS,
} from './service.ts';
export {
  resolveImageUrl,
  thumbnailKeyOf,
  type AcceptedImage,
  type UploadNamespace,
} from '@coachyard/contract';
