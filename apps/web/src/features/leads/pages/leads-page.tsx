import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, ListPagination, ListToolbar } from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { useActionResult } from '@/components/use-action-result';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { LEADS_DOMAIN, LeadDrawer } from '../components/lead-drawer';
import { useLeadColumns } from '../components/lead-columns';
import { LeadBulkActions } from '../components/lead-bulk-actions';
import { LeadFilterBar } from '../components/lead-filter-bar';
import { useLeadList } from '../hooks/use-lead-list';

/**
 * /leads_query, /leads_faq and /leads_contact: an inbox with its views and filters in the URL, unread rows in
 * bold, the first-response countdown, a CSV of the filtered rows, and the lead open in a drawer.
 */
export default function LeadsPage() {
  const { t } = useTranslation();
  const leadList = useLeadList();
  const { namespace, list, query, kind } = leadList;
  const leads = useLeads(namespace, query);
  const columns = useLeadColumns(kind === 'query', (row) => leadList.openLead(row.id));
  const exportCsv = useExportLeads(namespace);
  const { fail } = useActionResult(LEADS_DOMAIN);

  return (
    <>
      <PageTitle />
      <ListToolbar search={list.q} onSearch={list.setSearch} searchPlaceholder={t('leads.searchPlaceholder')}>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden="true" />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(query, { onError: (error) => fail(error.message) })}
        >
          {t('leads.exportCsv')}
        </Button>
      </ListToolbar>
      <LeadFilterBar leadList={leadList} />
      <LeadBulkActions namespace={namespace} selected={leadList.selected} onDone={leadList.clearSelection} />
      <DataTable
        label={t('leads.tableLabel')}
        columns={columns}
        rows={leads.data?.items}
        rowKey={(row) => row.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={(row) => leadList.openLead(row.id)}
        isLoading={leads.isPending}
        isFetching={leads.isPlaceholderData}
        error={leads.error?.message}
        emptyText={t('leads.empty')}
        selection={{
          selected: leadList.selected,
          onChange: leadList.changeSelection,
          rowLabel: (row) => t('leads.selectRow', { name: row.name }),
          allLabel: t('leads.selectPage'),
        }}
      />
      {leads.data ? (
        <ListPagination
          page={list.page}
          perPage={list.perPage}
          total={leads.data.total}
          onChange={list.setPage}
        />
      ) : null}
      <LeadDrawer
        namespace={namespace}
        leadId={leadList.openLeadId}
        onClose={() => leadList.openLead(null)}
      />
      <ResultDialog domain={LEADS_DOMAIN} />
    </>
  );
}
