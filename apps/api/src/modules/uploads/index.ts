/** What other modules use of uploads: accept a key before saving it on an entity, or store an image fetched by URL. */
export {
  acceptUpload,
  acceptFeedFile,
  recordedThumbnails,
  type AcceptOptions,
  ACCEPT_WITHIN_SECONDS,
  UPLOAD_URL_TTL_SECONDS,
} from './service.ts';
export { fetchedFrom, type ImageFromUrl, type ImageFromUrlOptions } from './from-url.ts';
export {
  recordTakenImages,
  storeImageFromUrl,
  storeImagesFromUrls,
  takeImagesFromUrls,
  type NewUpload,
  type TakenImages,
} from './url-images.ts';
export { ImageRejected, THUMBNAIL_CONTENT_TYPE, thumbnailOf } from './image-check.ts';
export { checkImageAtUrl } from './url-check.ts';
export {
  resolveImageUrl,
  thumbnailKeyOf,
  type AcceptedImage,
  type UploadNamespace,
} from '@coachyard/contract';
