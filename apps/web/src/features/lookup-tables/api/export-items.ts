import { useMutation } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';
import { endSession, getToken } from '@/lib/auth';
import { lookupPaths } from './query-keys';

const FILE_NAME = /filename="?([^";]+)"?/i;

/** The browser saves a Blob under a name, as if the server had sent the file to a plain link. */
function saveBlob(blob: Blob, fileName: string) {
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
 * GET /collections/{container}/items/export.csv. A plain link cannot carry the bearer token, so the
 * file comes through fetch with the API client's URL (lang) and token, then is saved as a Blob.
 */
export async function downloadItemsCsv(containerId: string) {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(`/${lookupPaths.items(containerId)}/export.csv`), { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: Record<string, never> };
    if (response.status === 401 || response.status === 403) endSession();
    throw new ApiError(response.status, body.error ?? {});
  }
  const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'items.csv';
  saveBlob(await response.blob(), fileName);
}

export const useExportItems = (containerId: string) =>
  useMutation({ mutationFn: () => downloadItemsCsv(containerId) });
