import type { ConvertCSSVariablesInput } from '@mantine/core';

/**
 * Mantine's `removeDefaultVariables`, which drops the theme variables equal to its default theme's, for a
 * provider that deduplicates them. Ours writes them all (`deduplicateCssVariables={false}`, app/theme.tsx), so
 * Mantine never calls it; its module computed every variable of the default theme as it loaded all the same,
 * a few milliseconds of the start's longest task (issue 30). See `vite.lean-imports.ts`.
 */
export const removeDefaultVariables = (input: ConvertCSSVariablesInput) => input;
