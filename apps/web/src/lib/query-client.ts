import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescedTimers } from './coalesced-timers';
import { isApiError } from './api-client';
import { i18n } from './i18n';
import { currentLanguage } from './language';

/** A 4xx will not change by asking again; network trouble and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

// Before any query exists: timers set by one provider cannot be cleared by another.
timeoutManager.setTimeoutProvider(coalescedTimers());

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  // Answers carry names translated into the request's language: a new language asks again. The app's start sets
  // the language its first requests were already asked in (`currentLanguage`): those answers stay, where asking
  // again refetched every first query as its screen mounted, and rendered the screen again for each (issue 30).
  let askedIn: string = currentLanguage();
  i18n.on('languageChanged', (language) => {
    if (language === askedIn) return;
    askedIn = language;
    void client.invalidateQueries();
  });
  return client;
}

export const queryClient = createQueryClient();
