import '@mantine/core/styles/Switch.css';
import { Anchor, Avatar, Badge, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@coachyard/contract';
import { resolveMediaUrl } from '@/lib/media';
import { useSession } from '@/lib/auth';
import { DateCell, type DataColumn } from '@/components/data-table';
import type { UserActiveToggle } from '../hooks/use-user-active-toggle';
import { userRoutes } from '../routes';

const ROLE_COLORS = { ADMIN: 'grape', REPRESENTATIVE: 'blue', DEALER: 'teal' } as const;

/** Columns of /users (issue 4): photo, name, email, phone, role, city and country, active, updated. */
export function useUserColumns(toggle: UserActiveToggle, canUpdate: boolean): DataColumn<UserListItem>[] {
  const { t } = useTranslation();
  const { user: session } = useSession();
  return [
    {
      key: 'photo',
      header: t('users.columns.photo'),
      shrink: true,
      card: 'photo',
      cell: (row) => (
        <Avatar
          src={row.profile_picture_thumbnail_url ? resolveMediaUrl(row.profile_picture_thumbnail_url) : null}
          name={row.display_name}
          alt={t('users.photoOf', { name: row.display_name })}
          radius="xl"
          size={36}
          // Filled: the initials of a user without a photo keep AA contrast.
          color="blue"
          variant="filled"
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
        <Anchor
          component={Link}
          to={userRoutes.edit(row.id)}
          size="sm"
          fw={500}
          display="block"
          aria-label={t('users.editOf', { name: row.display_name })}
        >
          {row.display_name}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: t('users.columns.email'),
      sortField: 'email_address',
      card: 'detail',
      truncate: 11.5,
      text: (row) => row.email_address,
      cell: (row) => (
        <Text size="sm" dir="ltr">
          {row.email_address}
        </Text>
      ),
    },
    {
      key: 'phone',
      header: t('users.columns.phone'),
      cell: (row) =>
        row.phone_number ? (
          <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            +{row.phone_number}
          </Text>
        ) : null,
    },
    {
      key: 'role',
      header: t('users.columns.role'),
      sortField: 'role',
      card: 'status',
      cell: (row) => (
        <Badge variant="light" color={ROLE_COLORS[row.role]} tt="none">
          {t(`shell.roles.${row.role}`)}
        </Badge>
      ),
    },
    {
      key: 'place',
      header: t('users.columns.place'),
      card: 'detail',
      truncate: 9,
      text: (row) => [row.city_name, row.country_name].filter(Boolean).join(', '),
      cell: (row) => <Text size="sm">{[row.city_name, row.country_name].filter(Boolean).join(', ')}</Text>,
    },
    {
      key: 'active',
      header: t('users.columns.active'),
      sortField: 'is_active',
      shrink: true,
      card: 'actions',
      cell: (row) => (
        <Switch
          checked={toggle.isActive(row)}
          onChange={() => void toggle.toggle(row)}
          // Nobody deactivates their own account (DESIGN §4).
          disabled={!canUpdate || row.id === session?.id || toggle.pendingId === row.id}
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
