import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { useExportAudit } from '../api/export-audit';
import { useAuditEvents } from '../api/get-audit-events';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { EventCard } from '../components/event-card';
import { useAuditFilters } from '../hooks/use-audit-filters';

/** /audit (ADMIN): every recorded event, newest first, with filters in the URL and a CSV export. */
export default function AuditPage() {
  const { t } = useTranslation();
  const audit = useAuditFilters();
  const events = useAuditEvents(audit.query);
  const exporter = useExportAudit();
  const pages = events.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const names = Object.assign({}, ...pages.map((page) => page.names)) as Record<string, string>;

  return (
    <>
      <PageTitle />
      <ListToolbar
        search={audit.q}
        onSearch={audit.setSearch}
        searchPlaceholder={t('audit.searchPlaceholder')}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <AuditFilterBar audit={audit} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(audit.query)}
          >
            {t('audit.exportCsv')}
          </Button>
        </Group>
      </ListToolbar>
      {exporter.error ? (
        <Alert color="red" role="alert" mb="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {exporter.error.message}
        </Alert>
      ) : null}
      {events.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('audit.loading')} />
        </Center>
      ) : events.error ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle aria-hidden="true" />}
          title={events.error.message}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('audit.noMatches')}</Text>
      ) : (
        <Stack gap="sm" aria-label={t('audit.listLabel')} component="section">
          {items.map((event) => (
            <EventCard key={event.id} event={event} names={names} withRecord />
          ))}
          {events.hasNextPage ? (
            <Button
              variant="light"
              onClick={() => events.fetchNextPage()}
              loading={events.isFetchingNextPage}
              w="fit-content"
            >
              {t('audit.more')}
            </Button>
          ) : null}
        </Stack>
      )}
    </>
  );
}
