import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Environment } from '@coachyard/contract';
import { usePublicSettings } from '../api/get-public-settings';

/**
 * Strong colours so nobody mistakes a test server for the real one, each dark enough for white text (WCAG AA
 * 4.5:1; the theme's green and orange are not).
 */
export const ENVIRONMENT_COLORS: Record<Environment, string> = {
  production: '#1f6f30',
  staging: '#a33a0b',
  development: 'grape.8',
};

/** SPEC §9: in the header on anything but production, which stays unmarked. */
export function EnvironmentMarker() {
  const { t } = useTranslation();
  const environment = usePublicSettings().data?.environment;
  if (!environment || environment === 'production') return null;
  const label = t(`settings.environments.${environment}`);
  const badge = { color: ENVIRONMENT_COLORS[environment], variant: 'filled', radius: 'sm' } as const;
  // Smaller on a phone, where the header has little room beside the menus.
  return (
    <>
      <Badge {...badge} size="lg" visibleFrom="sm">
        {label}
      </Badge>
      <Badge {...badge} size="xs" hiddenFrom="sm">
        {label}
      </Badge>
    </>
  );
}
