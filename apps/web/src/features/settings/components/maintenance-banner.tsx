import { Alert } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/get-public-settings';

/** The maintenance notice, above every signed-in page while it is switched on. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const maintenance = usePublicSettings().data?.maintenance;
  if (!maintenance?.enabled || !maintenance.message) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      mb="md"
      icon={<IconTool aria-hidden="true" />}
      title={t('settings.maintenance.bannerTitle')}
      // The light variant's orange title is too pale on its background (axe: 3.95:1); body text colour reads.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {maintenance.message}
    </Alert>
  );
}
