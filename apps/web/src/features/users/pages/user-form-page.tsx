import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userDisplayName } from '@coachyard/contract';
import { usePermissions } from '@/features/auth';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { useSession } from '@/lib/auth';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { OWN_ACCOUNT, users } from '../api/resources';
import { startUserForm } from '../api/start-user-form';
import { LoadFailure } from '../components/load-failure';
import { UserForm } from '../components/user-form';
import { useNewUserDefaults } from '../hooks/use-user-options';
import type { UserFormTarget } from '../hooks/use-user-save';
import { userRoutes } from '../routes';

/** The user, its lookups and settings, asked for before the form's first render (`lazy-page.ts`). */
export const startQueries = startUserForm;

/**
 * /users/create and /users/{id}/edit. The signed-in user's own id is "My account": read and saved
 * through /users/me, open to every role (DESIGN §4), with role and Active locked.
 */
export default function UserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user: session } = useSession();
  const own = id !== undefined && id === session?.id;
  const loaded = users.useOne({}, own ? OWN_ACCOUNT : id);
  const defaults = useNewUserDefaults();
  const restores = useRestores();
  const permissions = usePermissions();
  const canList = (permissions.data?.privileges.users ?? []).includes('list');
  const backTo = canList ? userRoutes.list : '/';
  const target: UserFormTarget = own ? { kind: 'own' } : id ? { kind: 'update', id } : { kind: 'create' };
  const user = id ? loaded.data : undefined;
  const current = user ? userDisplayName(user) : t(id ? 'pages.users.edit' : 'pages.users.create');

  const body =
    (id && loaded.isPending) || (!id && !defaults && permissions.isPending) ? (
      <PageLoader />
    ) : (id && !user) || (!id && !defaults) ? (
      <LoadFailure error={loaded.error} backTo={backTo} />
    ) : (
      <UserForm
        key={`${user?.id ?? 'new'}:${restores.count}`}
        target={target}
        user={user}
        defaults={defaults ?? { role: user!.role, country: user!.country }}
        cancelTo={backTo}
      />
    );

  return (
    <>
      {canList ? (
        <Breadcrumbs crumbs={[{ label: t('pages.users.list'), to: userRoutes.list }, { label: current }]} />
      ) : null}
      <PageTitle title={own ? 'users.myAccount' : undefined} />
      {body}
      {user ? (
        <>
          <RecordHistory namespace="users" recordId={user.id} onRestored={restores.onRestored} />
          {!own ? (
            <MoveToTrashButton
              namespace="users"
              path={`/users/${user.id}`}
              version={user.version}
              name={userDisplayName(user)}
              after={userRoutes.list}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
