import { useMemo } from 'react';
import { Button, Group } from '@mantine/core';
import { IconChartLine, IconListCheck, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  useColumnChoice,
  ExportButton,
  useListScreen,
} from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { deferBulkBar } from '@/components/deferred-dialog';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { useActionResult } from '@/components/use-action-result';
import { usePermissions } from '@/features/auth';
import { useSession } from '@/lib/auth';
import { useExportAdvertisements } from '../api/export-advertisements';
import { advertisements } from '../api/resources';
import { fitAdColumns, useAdColumns } from '../components/ad-columns';
import { useAdFilterControls } from '../components/ad-filter-bar';
import { AD_DOMAIN } from '../hooks/ad-domain';
import { useAdList } from '../hooks/use-ad-list';

export { startAdList as startQueries } from '../hooks/use-ad-list';
import { adRoutes } from '../routes';

/** The bulk status bar, whose code comes with the first row selected. */
const DeferredBulkActions = deferBulkBar(() =>
  import('../components/bulk-actions').then((module) => module.BulkActions),
);

/**
 * /advertisements: where every user lands. Search, the filters used most and "More filters" in one bar (every
 * filter of issue 5 in the URL, the set ones as chips), the columns the user chose, pages, and a selection for
 * bulk status moves; the export takes the filtered rows.
 */
export default function AdvertisementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const actions = permissions.data?.privileges.advertisements ?? [];
  const isStaff = useSession().user?.role !== 'DEALER';
  const adList = useAdList();
  const { list } = adList;
  const ads = advertisements.useList({}, list.query);
  const screen = useListScreen(list, ads, { onOpen: (row) => navigate(adRoutes.edit(row.id)) });
  const columns = useColumnChoice('advertisements', useAdColumns(isStaff));
  const shown = useMemo(() => fitAdColumns(columns.visible), [columns.visible]);
  const filters = useAdFilterControls(adList, isStaff);
  const exportCsv = useExportAdvertisements();
  const { fail } = useActionResult(AD_DOMAIN);

  return (
    <>
      <PageTitle>
        <Group gap="sm">
          <Button
            component={Link}
            to={adRoutes.performance}
            variant="light"
            leftSection={<IconChartLine size={16} aria-hidden="true" />}
          >
            {t('ads.openPerformance')}
          </Button>
          {actions.includes('review') ? (
            <Button
              component={Link}
              to={adRoutes.review}
              variant="light"
              leftSection={<IconListCheck size={16} aria-hidden="true" />}
            >
              {t('ads.review.open')}
            </Button>
          ) : null}
          {actions.includes('create') ? (
            <CreateLink to={adRoutes.create}>{t('ads.create')}</CreateLink>
          ) : permissions.isPending ? (
            // Its room, unseen, until the privileges say whether it shows: the list does not move when it does.
            <Button
              aria-hidden="true"
              tabIndex={-1}
              style={{ visibility: 'hidden' }}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {t('ads.create')}
            </Button>
          ) : null}
        </Group>
      </PageTitle>
      <ListToolbar
        {...screen.toolbar}
        searchPlaceholder={t('ads.searchPlaceholder')}
        controls={filters}
        columnChoice={columns.choice}
      >
        <ExportButton label={t('ads.exportCsv')} exporter={exportCsv} query={list.query} onError={fail} />
      </ListToolbar>
      {actions.includes('update') ? (
        <DeferredBulkActions selected={adList.selected} onDone={adList.clearSelection} />
      ) : null}
      <DataTable
        label={t('ads.tableLabel')}
        columns={shown}
        {...screen.table}
        selection={
          actions.includes('update')
            ? {
                selected: adList.selected,
                onChange: adList.changeSelection,
                rowLabel: (row) => t('ads.selectRow', { name: row.short_id }),
                allLabel: t('ads.selectPage'),
              }
            : undefined
        }
      />
      {screen.pagination ? <ListPagination {...screen.pagination} /> : null}
      <ResultDialog domain={AD_DOMAIN} />
    </>
  );
}
