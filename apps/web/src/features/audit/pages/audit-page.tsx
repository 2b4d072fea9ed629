import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { DataTable, ListToolbar, useColumnChoice, ExportButton } from '@/components/data-table';
import { deferDialog } from '@/components/deferred-dialog';
import { PageTitle } from '@/components/page-title';
import { useExportAudit } from '../api/export-audit';
import { useAuditEvents } from '../api/get-audit-events';
import { useAuditColumns } from '../components/audit-columns';
import { useAuditFilterControls } from '../components/audit-filter-bar';
import { RetentionNotice } from '../components/retention-notice';
import { useAuditFilters } from '../hooks/use-audit-filters';

const EventDialog = deferDialog(() => import('../components/event-dialog'));

/**
 * /audit (ADMIN): every recorded event, newest first, one line each, with filters in the URL and a CSV export;
 * a row opens the event's before/after diff.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const audit = useAuditFilters();
  const events = useAuditEvents(audit.query);
  const exporter = useExportAudit();
  const [shown, setShown] = useState<AuditEvent | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (event: AuditEvent) => {
    setShown(event);
    setOpened(true);
  };
  const columns = useColumnChoice('audit', useAuditColumns(open));
  const filters = useAuditFilterControls(audit);
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
        controls={filters}
        columnChoice={columns.choice}
      >
        <ExportButton label={t('audit.exportCsv')} exporter={exporter} query={audit.query} />
      </ListToolbar>
      {exporter.error ? (
        <Alert color="red" role="alert" mb="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {exporter.error.message}
        </Alert>
      ) : null}
      <DataTable
        label={t('audit.listLabel')}
        columns={columns.visible}
        rows={items}
        rowKey={(event) => event.id}
        sort=""
        onSort={() => undefined}
        onRowClick={open}
        isLoading={events.isPending}
        error={events.error?.message}
        emptyText={t('audit.noMatches')}
      />
      {events.hasNextPage ? (
        <Group mt="md">
          <Button variant="light" onClick={() => events.fetchNextPage()} loading={events.isFetchingNextPage}>
            {t('audit.more')}
          </Button>
        </Group>
      ) : null}
      <RetentionNotice />
      <EventDialog opened={opened} event={shown} names={names} onClose={() => setOpened(false)} />
    </>
  );
}
