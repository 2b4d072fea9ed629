import { ApiError, buildUrl, type Query } from './api-client';
import { endSession, getToken } from './auth';

const FILE_NAME = /filename="?([^";]+)"?/i;

/** The browser saves a Blob under a name, as if the server had sent the file to a plain link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A list's export (e.g. `…/export.csv` with the list's filters). A plain link cannot carry the bearer token,
 * so the file comes through fetch with the API client's URL (lang) and token, then is saved as a Blob under
 * the name the server gives it.
 */
export async function downloadFile(path: string, query: Query, fallbackName: string, accept = 'text/csv') {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(path, query), { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: Record<string, never> };
    if (response.status === 401 || response.status === 403) endSession();
    throw new ApiError(response.status, body.error ?? {});
  }
  const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), fileName);
}
