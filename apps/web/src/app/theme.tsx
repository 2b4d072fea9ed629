import type { ReactNode } from 'react';
import {
  DirectionProvider,
  MantineProvider,
  createTheme,
  type BadgeProps,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineThemeComponent,
} from '@mantine/core';
import { directionOf, currentLanguage } from '@/lib/language';
import { FONT_FAMILY } from './font-family';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA: white text on the primary colour needs a shade darker than Mantine's default 6.
  primaryShade: { light: 8, dark: 8 },
  // Filled colours (a yellow cover badge) get dark or light text, whichever reads.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  // Headings in the same typeface (Mantine's own default lists no Arabic face), as the start frame's title.
  headings: { fontFamily: FONT_FAMILY },
  components: {
    // What `Badge.extend` would return, typed by hand: importing Badge here would put it in the entry chunk,
    // which every screen downloads, the sign-in page too.
    Badge: {
      // A badge is read whole (never "DE…"): the table around it makes room.
      defaultProps: { miw: 'max-content' } satisfies BadgeProps,
      // The light variant's tinted text is below AA contrast (4.5:1): the tint carries the colour.
      vars: (_theme: MantineTheme, props: BadgeProps) => ({
        root: props.variant === 'light' ? { '--badge-color': 'var(--mantine-color-text)' } : {},
      }),
    } satisfies MantineThemeComponent,
  },
});

/**
 * Light tints one shade paler than Mantine's: its hovered light button (blue 9 on blue 2) is 4.0:1, below AA
 * contrast (4.5:1), where blue 9 on blue 1 is 4.9:1 and on blue 0 5.7:1.
 */
const paleLightTints = (colors: MantineTheme['colors']) =>
  Object.fromEntries(
    Object.keys(colors).flatMap((name) => [
      [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
      [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
    ]),
  );

/** Mantine's default "dimmed" grey and error red are below AA contrast (4.5:1); these shades pass. */
const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    ...paleLightTints(mantineTheme.colors),
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': mantineTheme.colors.dark[1],
    '--mantine-color-error': mantineTheme.colors.red[5],
  },
});

interface ThemeProviderProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals for unit tests. */
  env?: 'default' | 'test';
}

/** Direction and Mantine's theme: all the sign-in page needs of the providers (`AppProvider` adds the rest). */
export function ThemeProvider({ children, env = 'default' }: ThemeProviderProps) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        // Every variable in the provider's style tag, not only those that differ from Mantine's defaults:
        // the stylesheet that would hold the defaults is not loaded (styles.ts).
        deduplicateCssVariables={false}
        env={env}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
