import { Center, Loader } from '@mantine/core';
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
