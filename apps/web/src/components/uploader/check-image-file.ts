import {
  UPLOAD_DEFAULT_MAX_BYTES,
  contentTypeOfFilename,
  normalizeImageContentType,
  type MessageKey,
  type UploadContentType,
} from '@coachyard/contract';

/** The image type of a file: what the browser says it is, else what its name says (SPEC §5 Images). */
export const imageTypeOf = (file: File): UploadContentType | null =>
  file.type ? normalizeImageContentType(file.type) : contentTypeOfFilename(file.name);

/**
 * The checks the server would make before signing, made first so that a wrong file fails at once and
 * in the reader's language: JPEG or PNG only, not empty, within the default size limit.
 */
export function checkImageFile(file: File): MessageKey | null {
  if (!imageTypeOf(file)) return 'upload.type_not_allowed';
  if (file.size === 0) return 'upload.empty';
  if (file.size > UPLOAD_DEFAULT_MAX_BYTES) return 'upload.too_large';
  return null;
}
