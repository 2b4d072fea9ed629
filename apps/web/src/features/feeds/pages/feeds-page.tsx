import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  ExportButton,
  ListPagination,
  ListToolbar,
  useListParams,
  useListScreen,
  startListAt,
} from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { useActionResult } from '@/components/use-action-result';
import { usePermissions } from '@/features/auth';
import { useSession } from '@/lib/auth';
import { feeds, useExportFeeds } from '../api/resources';
import { useFeedColumns } from '../components/feed-columns';
import { FEEDS_DOMAIN } from '../result-domain';
import { feedRoutes } from '../routes';

const FEED_LIST = { filters: [], defaultSort: 'name' };

/** The page the list opens on, asked for before its first render (`lazy-page.ts`). */
export const startQueries = startListAt(feeds, FEED_LIST);

/** /feeds: the stock feeds in the caller's scope (a dealer its own); search, sort, page in the URL; CSV export. */
export default function FeedsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedPrivileges = usePermissions().data?.privileges.feeds;
  const canCreate = feedPrivileges?.includes('create') ?? false;
  const list = useListParams(FEED_LIST);
  const screen = useListScreen(list, feeds.useList({}, list.query), {
    onOpen: (row) => navigate(feedRoutes.edit(row.id)),
  });
  const columns = useFeedColumns(
    useSession().user?.role !== 'DEALER',
    feedPrivileges?.includes('update') ?? false,
  );
  const exportCsv = useExportFeeds();
  const { fail } = useActionResult(FEEDS_DOMAIN);

  return (
    <>
      <PageTitle>
        {canCreate ? <CreateLink to={feedRoutes.create}>{t('feeds.create')}</CreateLink> : null}
      </PageTitle>
      <ListToolbar {...screen.toolbar} searchPlaceholder={t('feeds.searchPlaceholder')}>
        <ExportButton label={t('feeds.exportCsv')} exporter={exportCsv} query={list.query} onError={fail} />
      </ListToolbar>
      <DataTable label={t('feeds.tableLabel')} columns={columns} {...screen.table} />
      {screen.pagination ? <ListPagination {...screen.pagination} /> : null}
      <ResultDialog domain={FEEDS_DOMAIN} />
    </>
  );
}
