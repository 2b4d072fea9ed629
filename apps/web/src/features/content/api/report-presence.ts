import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PRESENCE, type ContentPresence } from '@coachyard/contract';
import { apiRequest } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** An id of this editor screen: two tabs of one person are two screens (works outside secure contexts too). */
const newScreenId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** Seconds between reports: often while someone else is there, so their leaving shows within seconds. */
export const presenceIntervalSeconds = (presence: ContentPresence | undefined) =>
  presence?.editors.length ? CONTENT_PRESENCE.watchSeconds : CONTENT_PRESENCE.heartbeatSeconds;

/**
 * PUT /content/{id}/presence while the editor is open and in view, DELETE /content/{id}/presence when it is not:
 * the screen closes (the editor unmounts), the tab is closed or left (`pagehide`), or hidden behind another tab or
 * app (`visibilitychange`). The DELETE of a page going away is sent with `keepalive`, so it outlives the page, and
 * the other editors stop seeing this one at their next report, within `watchSeconds`, instead of after the
 * `ttlSeconds` a silent screen takes to be forgotten. A hidden tab does not report (a browser throttles its timers
 * to once a minute anyway); shown again, it reports at once. Only for those who may update the item: the API
 * refuses the rest, and a refusal would end the session.
 */
export function useEditingPresence(id: string | undefined, enabled: boolean) {
  const [screenId] = useState(newScreenId);
  const queryClient = useQueryClient();
  const active = Boolean(id) && enabled;
  const queryKey = contentKeys.presence(id ?? '', screenId);
  const presence = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      // A hidden page has left; nothing (a language change refreshing every query) makes it report meanwhile.
      if (document.visibilityState === 'hidden')
        return queryClient.getQueryData<ContentPresence>(queryKey) ?? { editors: [] };
      const answer = await apiRequest<ContentPresence>('PUT', `/${contentPaths.presence(id!)}`, {
        body: { screen_id: screenId },
        signal,
      });
      return answer.data;
    },
    enabled: active,
    refetchInterval: (query) => presenceIntervalSeconds(query.state.data) * 1000,
    // Hidden, the screen has said it left; it reports again when shown.
    refetchIntervalInBackground: false,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!id || !active) return;
    const key = contentKeys.presence(id, screenId);
    let gone = false;
    const leave = () => {
      if (gone) return;
      gone = true;
      // A report still on its way would put the screen back after its leave.
      void queryClient.cancelQueries({ queryKey: key });
      void apiRequest('DELETE', `/${contentPaths.presence(id)}`, {
        query: { screen_id: screenId },
        keepalive: true,
      }).catch(() => undefined);
    };
    const back = () => {
      if (!gone) return;
      gone = false;
      void queryClient.refetchQueries({ queryKey: key });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    // Shown again from the back/forward cache after a pagehide: the page is open again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onPageShow);
      leave();
    };
  }, [id, active, screenId, queryClient]);

  return presence;
}
