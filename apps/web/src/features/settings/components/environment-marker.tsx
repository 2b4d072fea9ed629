import { Badge, Box } from '@mantine/core';
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
  const color = ENVIRONMENT_COLORS[environment];
  return (
    <>
      <Badge color={color} variant="filled" radius="sm" size="lg" visibleFrom="sm">
        {label}
      </Badge>
      {/* A phone's header has no room beside its menus: a ribbon under it, across the page's top padding. */}
      <Box
        hiddenFrom="sm"
        pos="absolute"
        top="100%"
        left={0}
        right={0}
        h={18}
        bg={color}
        c="white"
        fz={11}
        fw={700}
        ta="center"
        lh="18px"
        tt="uppercase"
      >
        {label}
      </Box>
    </>
  );
}
