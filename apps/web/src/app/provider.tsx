import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { ThemeProvider } from './theme';

export { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals for unit tests. */
  env?: 'default' | 'test';
}

/** Every provider the app needs, in one place for the app and for the tests. */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  env = 'default',
}: AppProviderProps) {
  return (
    <ThemeProvider env={env}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
