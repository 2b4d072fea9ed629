import { Center, Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading indicator shown while a page's code or data arrives (SPEC §2). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center
      h={fullScreen ? '100dvh' : 240}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy="true"
    >
      <Loader aria-hidden="true" />
    </Center>
  );
}

/**
 * A spinner inside a screen, named for screen readers. Mantine's Loader is a bare span, which may not carry a name
 * without a role, so it takes the progressbar role PageLoader has.
 */
export function InlineLoader({ label, size }: { label?: string; size?: LoaderProps['size'] }) {
  const { t } = useTranslation();
  return <Loader size={size} role="progressbar" aria-label={label ?? t('common.loading')} aria-busy="true" />;
}
