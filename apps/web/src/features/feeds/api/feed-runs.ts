import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedPreviewSchema,
  feedRunPageSchema,
  feedRunSchema,
  feedSuggestionsSchema,
  isFeedRunFinished,
  type FeedRun,
} from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { api, apiRequest, answerAs, type ApiResponse } from '@/lib/api-client';
import { feeds } from './resources';

/** How often a run on screen is asked for while it goes on. */
const RUN_POLL_MS = 1000;

const feedPath = (feedId: string) => `/feeds/${encodeURIComponent(feedId)}`;
/** Under the feeds' root: a write to the feed (a new mapping) asks for its preview and suggestions again. */
const runKeys = {
  all: (feedId: string) => [...feeds.keys.root, 'runs', feedId] as const,
  one: (feedId: string, runId: string) => [...feeds.keys.root, 'runs', feedId, runId] as const,
  preview: (feedId: string) => [...feeds.keys.root, 'preview', feedId] as const,
  suggestions: (feedId: string) => [...feeds.keys.root, 'suggestions', feedId] as const,
};

/** GET /feeds/{id}/preview: the feed's first rows, as a run reads them. */
export const useFeedPreview = (feedId: string) =>
  useQuery({
    queryKey: runKeys.preview(feedId),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && feedPreviewSchema,
        await api.get(`${feedPath(feedId)}/preview`, undefined, signal),
      ),
    retry: false,
  });

/** GET /feeds/{id}/suggestions: the lookup values no mapping names yet, with the items they resemble. */
export const useFeedSuggestions = (feedId: string, enabled: boolean) =>
  useQuery({
    queryKey: runKeys.suggestions(feedId),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && feedSuggestionsSchema,
        await api.get(`${feedPath(feedId)}/suggestions`, undefined, signal),
      ),
    enabled,
    retry: false,
  });

/** GET /feeds/{id}/runs: the past runs, newest first; asked again while one of them goes on. */
export const useFeedRuns = (feedId: string) =>
  useQuery({
    queryKey: runKeys.all(feedId),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && feedRunPageSchema,
        await api.get(`${feedPath(feedId)}/runs`, { per_page: 20 }, signal),
      ),
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => !isFeedRunFinished(run.status)) ? RUN_POLL_MS : false,
  });

/** GET /feeds/{id}/runs/{runId}, asked again every second until the run has finished. */
export const useFeedRun = (feedId: string, runId: string | null) =>
  useQuery({
    queryKey: runKeys.one(feedId, runId ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && feedRunSchema,
        await api.get(`${feedPath(feedId)}/runs/${runId}`, undefined, signal),
      ),
    enabled: Boolean(runId),
    refetchInterval: (query) =>
      query.state.data && isFeedRunFinished(query.state.data.status) ? false : RUN_POLL_MS,
  });

/** A run's write (start or cancel): its answer is the run on screen, and the list of runs is asked again. */
function useRunWrite<Variables>(
  feedId: string,
  send: (variables: Variables) => Promise<ApiResponse<unknown>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      const response = await send(variables);
      const run: FeedRun = answerAs(import.meta.env.DEV && feedRunSchema, response.data);
      return { run, message: response.successMessage };
    },
    onSuccess: ({ run }) => queryClient.setQueryData(runKeys.one(feedId, run.id), run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runKeys.all(feedId) }),
  });
}

/** POST /feeds/{id}/runs {dry_run}: starts a run (a dry one changes nothing) as a background job. */
export const useStartFeedRun = (feedId: string) =>
  useRunWrite(feedId, (dryRun: boolean) =>
    apiRequest('POST', `${feedPath(feedId)}/runs`, { body: { dry_run: dryRun } }),
  );

/** POST /feeds/{id}/runs/{runId}/cancel: what the run already wrote stays, row by whole row. */
export const useCancelFeedRun = (feedId: string) =>
  useRunWrite(feedId, (runId: string) => apiRequest('POST', `${feedPath(feedId)}/runs/${runId}/cancel`));

/** GET /feeds/{id}/runs/{runId}/errors.csv: the run's row errors as a file, in the reader's language. */
export const useDownloadRunErrors = () =>
  useMutation({
    mutationFn: async (run: Pick<FeedRun, 'id' | 'feed_id'>) => {
      const { downloadFile } = await withChunkTimeout(import('@/lib/download-file'));
      return downloadFile(
        `${feedPath(run.feed_id)}/runs/${encodeURIComponent(run.id)}/errors.csv`,
        {},
        'errors.csv',
      );
    },
  });
