import {
  contentTypeOfFilename,
  extensionOfContentType,
  translateMessage,
  uploadSignatureSchema,
  type UploadSignatureRequest,
} from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { checkImageFile, imageTypeOf } from './check-image-file';
import { sendFile } from './send-file';
import type { UploadItem, UploadedImage } from './types';

const asError = (error: unknown) =>
  error instanceof Error ? error : new Error(translateMessage('errors.internal', currentLanguage()));

/** The signature call refuses a name without an image extension: give it the file type's one. */
function filenameOf(item: UploadItem, type: 'image/jpeg' | 'image/png') {
  const name = (item.filename ?? item.file.name).trim() || 'image';
  return contentTypeOfFilename(name) ? name : `${name}.${extensionOfContentType(type)}`;
}

/**
 * One signed direct upload (SPEC §7, DESIGN §3): POST /uploads/signature through the API client, then
 * the bytes to `upload.url` with progress. The item's callbacks hear about progress, the result or
 * the error; the promise settles the same way.
 */
export async function uploadImage(item: UploadItem): Promise<UploadedImage> {
  try {
    const problem = checkImageFile(item.file);
    if (problem) throw new Error(translateMessage(problem, currentLanguage()));
    const type = imageTypeOf(item.file)!;
    const body: UploadSignatureRequest = {
      namespace: item.namespace,
      filename: filenameOf(item, type),
      // SPEC §5: profile pictures are declared as image/jpg (the server reads it as image/jpeg).
      content_type: type === 'image/jpeg' && item.namespace === 'user' ? 'image/jpg' : type,
      size: item.file.size,
    };
    const response = await apiRequest('POST', '/uploads/signature', { body });
    const signature = answerAs(import.meta.env.DEV && uploadSignatureSchema, response.data);
    item.onProgress?.(0);
    await sendFile(signature.upload, item.file, item.onProgress);
    const result: UploadedImage = { key: signature.key, public_url: signature.public_url };
    item.onComplete?.(result);
    return result;
  } catch (error) {
    const failure = asError(error);
    item.onError?.(failure);
    throw failure;
  }
}
