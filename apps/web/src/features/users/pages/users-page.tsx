import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_DEFAULT_SORT } from '@coachyard/contract';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  startListAt,
  useColumnChoice,
  useListParams,
  useListScreen,
} from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { users } from '../api/resources';
import { useUserColumns } from '../components/user-columns';
import { USER_FILTERS, useUserFilters } from '../components/user-filters';
import { useUserActiveToggle } from '../hooks/use-user-active-toggle';
import { USERS_DOMAIN } from '../result-domain';
import { useUserPrivileges } from '../hooks/use-user-privileges';
import { userRoutes } from '../routes';

const USER_LIST = { filters: USER_FILTERS, defaultSort: USER_DEFAULT_SORT };

/** The page the list opens on, asked for before its first render (`lazy-page.ts`). */
export const startQueries = startListAt(users, USER_LIST);

/**
 * /users: the users in the caller's scope; search, filters, sort and page in the URL, the columns the user chose;
 * Active in place.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useUserPrivileges();
  const list = useListParams(USER_LIST);
  const screen = useListScreen(list, users.useList({}, list.query), {
    onOpen: (row) => navigate(userRoutes.edit(row.id)),
  });
  const columns = useColumnChoice('users', useUserColumns(useUserActiveToggle(), canUpdate));
  const filters = useUserFilters(list);

  return (
    <>
      <PageTitle>
        {canCreate ? <CreateLink to={userRoutes.create}>{t('users.create')}</CreateLink> : null}
      </PageTitle>
      <ListToolbar
        {...screen.toolbar}
        searchPlaceholder={t('users.searchPlaceholder')}
        filters={filters.filters}
        onFilter={filters.onFilter}
        onMoreWanted={filters.onMoreWanted}
        columnChoice={columns.choice}
      />
      <DataTable label={t('users.tableLabel')} columns={columns.visible} {...screen.table} />
      {screen.pagination ? <ListPagination {...screen.pagination} /> : null}
      <ResultDialog domain={USERS_DOMAIN} />
    </>
  );
}
