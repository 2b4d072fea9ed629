import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { directionOf, currentLanguage } from '@/lib/i18n';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA: white text on the primary colour needs a shade darker than Mantine's default 6.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
});

/** Mantine's default "dimmed" grey and error red are below AA contrast (4.5:1); these shades pass. */
const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': mantineTheme.colors.dark[1],
    '--mantine-color-error': mantineTheme.colors.red[5],
  },
});

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
    <DirectionProvider initialDirection={directionOf(currentLanguage())}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
