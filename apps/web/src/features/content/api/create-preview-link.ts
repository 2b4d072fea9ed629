import { useMutation } from '@tanstack/react-query';
import type { ContentPreviewLink, Language } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { contentPaths } from './query-keys';

/** POST /content/{id}/preview-links: a link to the text as the site renders it, expiring after `hours`. */
export function useCreatePreviewLink(id: string) {
  return useMutation({
    mutationFn: (body: { language: Language; hours: number }) =>
      api.post<ContentPreviewLink>(`/${contentPaths.previewLinks(id)}`, body),
  });
}
