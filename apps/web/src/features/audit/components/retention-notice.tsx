import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '@/lib/i18n';
import { useExportAudit } from '../api/export-audit';
import { useAuditRetention } from '../api/get-audit-retention';

/**
 * Under the trail: how long events are kept (Settings › Leads), and the events the next daily purge deletes,
 * which an ADMIN may export first as CSV.
 */
export function RetentionNotice() {
  const { t } = useTranslation();
  const retention = useAuditRetention();
  const exporter = useExportAudit();
  if (!retention.data) return null;
  const { retention_days: days, purge_before: before } = retention.data;
  const date = new Intl.DateTimeFormat(intlLocale(currentLanguage()), { dateStyle: 'long' }).format(
    new Date(before),
  );
  return (
    <Group gap="sm" mt="md" component="section" aria-label={t('audit.retention.label')}>
      <Text size="sm" c="dimmed">
        {t('audit.retention.text', { days, date })}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        loading={exporter.isPending}
        onClick={() => exporter.mutate({ to: before })}
      >
        {t('audit.retention.export')}
      </Button>
    </Group>
  );
}
