import '@mantine/core/styles/Switch.css';
import { useMemo } from 'react';
import { Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@coachyard/contract';
import { CellLabel } from '@/components/cell-label';
import { DateCell, cellClasses, type DataColumn } from '@/components/data-table';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/lib/auth';
import type { UserActiveToggle } from '../hooks/use-user-active-toggle';
import { userRoutes } from '../routes';

const ROLE_COLORS = { ADMIN: 'grape', REPRESENTATIVE: 'blue', DEALER: 'teal' } as const;

/** What the Active switches show: who may switch, the signed-in user (who may not), the switch in flight. */
interface ActiveState {
  canUpdate: boolean;
  selfId: string | undefined;
  pendingId: string | null;
  pendingActive: boolean;
  toggle: (row: UserListItem) => unknown;
}

/**
 * Columns of /users (issue 4): photo, name, email, phone, role, city and country, active, updated. The cells are
 * plain elements but the switch, and the columns keep their identity until the language or the switches' state
 * changes, so a row renders again only when it changes, not on each answer the screen receives.
 */
export function useUserColumns(toggle: UserActiveToggle, canUpdate: boolean): DataColumn<UserListItem>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const selfId = useSession().user?.id;
  const { pendingId, pendingActive, toggle: toggleRow } = toggle;
  return useMemo(
    () => userColumns(t, { canUpdate, selfId, pendingId, pendingActive, toggle: toggleRow }),
    // The language: `t` may keep its identity when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, canUpdate, selfId, pendingId, pendingActive, toggleRow],
  );
}

function userColumns(t: TFunction, active: ActiveState): DataColumn<UserListItem>[] {
  return [
    {
      key: 'photo',
      header: t('users.columns.photo'),
      shrink: true,
      card: 'photo',
      cell: (row) => (
        <UserAvatar
          photo={row.profile_picture_thumbnail_url}
          name={row.display_name}
          alt={t('users.photoOf', { name: row.display_name })}
          size={36}
        />
      ),
    },
    {
      key: 'name',
      header: t('users.columns.name'),
      sortField: 'name',
      card: 'title',
      truncate: 11,
      text: (row) => row.display_name,
      // The name opens the user: one link per row instead of a column of edit icons the row has no room for.
      cell: (row) => (
        <Link
          className={cellClasses.link}
          style={{ display: 'block', fontWeight: 500 }}
          to={userRoutes.edit(row.id)}
          aria-label={t('users.editOf', { name: row.display_name })}
        >
          {row.display_name}
        </Link>
      ),
    },
    {
      key: 'email',
      header: t('users.columns.email'),
      sortField: 'email_address',
      card: 'detail',
      truncate: 11.5,
      text: (row) => row.email_address,
      cell: (row) => <span dir="ltr">{row.email_address}</span>,
    },
    {
      key: 'phone',
      header: t('users.columns.phone'),
      cell: (row) => (row.phone_number ? <span dir="ltr">+{row.phone_number}</span> : null),
    },
    {
      key: 'role',
      header: t('users.columns.role'),
      sortField: 'role',
      card: 'status',
      cell: (row) => (
        <CellLabel color={ROLE_COLORS[row.role]} asWritten>
          {t(`shell.roles.${row.role}`)}
        </CellLabel>
      ),
    },
    {
      key: 'place',
      header: t('users.columns.place'),
      card: 'detail',
      truncate: 9,
      text: (row) => [row.city_name, row.country_name].filter(Boolean).join(', '),
      cell: (row) => <span>{[row.city_name, row.country_name].filter(Boolean).join(', ')}</span>,
    },
    {
      key: 'active',
      header: t('users.columns.active'),
      sortField: 'is_active',
      shrink: true,
      card: 'actions',
      cell: (row) => (
        <Switch
          checked={active.pendingId === row.id ? active.pendingActive : row.is_active === 1}
          onChange={() => void active.toggle(row)}
          // Nobody deactivates their own account (DESIGN §4).
          disabled={!active.canUpdate || row.id === active.selfId || active.pendingId === row.id}
          aria-label={t('users.activeOf', { name: row.display_name })}
        />
      ),
    },
    {
      key: 'updated',
      header: t('users.columns.updated'),
      sortField: 'updated_at',
      cell: (row) => <DateCell value={row.updated_at} />,
    },
  ];
}
