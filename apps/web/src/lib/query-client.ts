import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { i18n } from './i18n';

/** A 4xx will not change by asking again; network trouble and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  // Answers carry names translated into the request's language: a new language asks again.
  i18n.on('languageChanged', () => void client.invalidateQueries());
  return client;
}

export const queryClient = createQueryClient();
