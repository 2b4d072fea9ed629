import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_PRESENCE, type ContentPresence } from '@coachyard/contract';
import { api, apiRequest } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** An id of this editor screen: two tabs of one person are two screens (works outside secure contexts too). */
const newScreenId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * PUT /content/{id}/presence while the editor is open (every heartbeat, a hidden tab too: the editor is still
 * open there), DELETE /content/{id}/presence when it closes. Answers the other people who have the item open.
 * Only for those who may update the item: the API refuses the rest, and a refusal would end the session.
 */
export function useEditingPresence(id: string | undefined, enabled: boolean) {
  const [screenId] = useState(newScreenId);
  const active = Boolean(id) && enabled;
  useEffect(() => {
    if (!id || !active) return;
    return () => {
      void apiRequest('DELETE', `/${contentPaths.presence(id)}`, { query: { screen_id: screenId } }).catch(
        () => undefined,
      );
    };
  }, [id, active, screenId]);
  return useQuery({
    queryKey: contentKeys.presence(id ?? '', screenId),
    queryFn: () => api.put<ContentPresence>(`/${contentPaths.presence(id!)}`, { screen_id: screenId }),
    enabled: active,
    refetchInterval: CONTENT_PRESENCE.heartbeatSeconds * 1000,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });
}
