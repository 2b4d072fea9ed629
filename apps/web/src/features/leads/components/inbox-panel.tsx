import { useTranslation } from 'react-i18next';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  useColumnChoice,
  ExportButton,
  useListScreen,
} from '@/components/data-table';
import { deferBulkBar, deferDialog } from '@/components/deferred-dialog';
import { useActionResult } from '@/components/use-action-result';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import type { LeadList } from '../hooks/use-lead-list';
import { LEADS_DOMAIN } from '../result-domain';
import { useLeadColumns } from './lead-columns';
import { useLeadFilterControls } from './lead-filter-bar';

const LeadDrawer = deferDialog(() => import('./lead-drawer'));
/** The bulk actions' bar, whose code comes with the first lead selected (issue 30: 1.3 kB of every inbox). */
const LeadBulkActions = deferBulkBar(() =>
  import('./lead-bulk-actions').then((module) => module.LeadBulkActions),
);

/**
 * An inbox's list: its views and filters in the URL, unread rows in bold, the first-response countdown, bulk
 * actions, a CSV of the filtered rows, and the lead open in a drawer.
 */
export function InboxPanel({ leadList }: { leadList: LeadList }) {
  const { t } = useTranslation();
  const { namespace, list, query, kind } = leadList;
  const leads = useLeads(namespace, query);
  const screen = useListScreen(list, leads, {
    onOpen: (row) => leadList.openLead(row.id),
    emptyText: t('leads.empty'),
  });
  const columns = useColumnChoice(namespace, useLeadColumns(kind === 'query', leadList.openLead));
  const filters = useLeadFilterControls(leadList);
  const exportCsv = useExportLeads(namespace);
  const { fail } = useActionResult(LEADS_DOMAIN);

  return (
    <>
      <ListToolbar
        {...screen.toolbar}
        searchPlaceholder={t('leads.searchPlaceholder')}
        controls={filters}
        columnChoice={columns.choice}
      >
        <ExportButton label={t('leads.exportCsv')} exporter={exportCsv} query={query} onError={fail} />
      </ListToolbar>
      <LeadBulkActions
        namespace={namespace}
        kind={kind}
        selected={leadList.selected}
        onDone={leadList.clearSelection}
      />
      <DataTable
        label={t('leads.tableLabel')}
        columns={columns.visible}
        {...screen.table}
        selection={{
          selected: leadList.selected,
          onChange: leadList.changeSelection,
          rowLabel: (row) => t('leads.selectRow', { name: row.name }),
          allLabel: t('leads.selectPage'),
        }}
      />
      {screen.pagination ? <ListPagination {...screen.pagination} /> : null}
      <LeadDrawer
        opened={Boolean(leadList.openLeadId)}
        namespace={namespace}
        leadId={leadList.openLeadId}
        onClose={() => leadList.openLead(null)}
      />
    </>
  );
}
