import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Language } from '@coachyard/contract';
import { AppProvider } from '@/app/provider';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** i18n in the given language, as the app starts it. */
export async function setTestLanguage(language: Language) {
  await initI18n(language);
  await changeLanguage(language, { persist: false });
}

/** Renders inside the app's providers, with Mantine's test mode and a fresh query cache. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return {
    queryClient,
    ...render(
      <AppProvider env="test" queryClient={queryClient}>
        {ui}
      </AppProvider>,
    ),
  };
}

/** A fetch answer in the API's envelope. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
