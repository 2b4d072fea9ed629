import { translateMessage, type MessageKey, type UploadTarget } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';

/**
 * Storage answers in its own format (S3 in XML, the local driver in English JSON without `lang`): the
 * status says enough to tell the user what went wrong in their language.
 */
function messageOfStatus(status: number): MessageKey {
  if (status === 0) return 'errors.unavailable';
  if (status === 413) return 'upload.too_large';
  if (status === 415) return 'upload.type_not_allowed';
  if (status === 400 || status === 403) return 'upload.link_invalid';
  return 'errors.internal';
}

const failure = (status: number) => new Error(translateMessage(messageOfStatus(status), currentLanguage()));

/**
 * Sends the bytes straight to storage with XMLHttpRequest, the one browser API that reports upload
 * progress: a multipart form for a presigned POST (S3: its fields first, the file last), or the file as
 * the body of a PUT with the signed headers (local driver).
 */
export function sendFile(target: UploadTarget, file: File, onProgress?: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    let body: XMLHttpRequestBodyInit = file;
    if (target.method === 'POST') {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields ?? {})) form.append(name, value);
      form.append('file', file);
      body = form;
    }
    for (const [name, value] of Object.entries(target.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status));
      onProgress?.(100);
      resolve();
    };
    xhr.onerror = () => reject(failure(0));
    xhr.onabort = () => reject(failure(0));
    xhr.send(body);
  });
}
