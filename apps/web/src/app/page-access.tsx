import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Namespace, PermissionsResponse } from '@coachyard/contract';
import { permissionsQueryOptions, usePermissions } from '@/features/auth';
import { userRoutes } from '@/features/users';
import { getCachedPermissions, getStoredUser, useSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useRouteHandle } from '@/components/route-handle';

const mayOpen = (permissions: PermissionsResponse, namespace: Namespace) =>
  (permissions.privileges[namespace]?.length ?? 0) > 0;

/**
 * Starts a screen's first queries (`startQueries`) only if the user may open it: a refused call ends the
 * session (a 403, SPEC §8), so a dealer opening /users would be signed out instead of told "No access". Known
 * privileges decide at once; otherwise the queries wait for them (the shell has asked for them already).
 */
export function startIfAllowed(namespace: Namespace, startQueries: (() => void) | undefined) {
  const user = getStoredUser();
  if (!startQueries || !user) return;
  const options = permissionsQueryOptions(user.role);
  const known = queryClient.getQueryData(options.queryKey) ?? getCachedPermissions();
  if (known) {
    if (mayOpen(known, namespace)) startQueries();
    return;
  }
  queryClient.fetchQuery(options).then(
    (permissions) => mayOpen(permissions, namespace) && startQueries(),
    () => undefined, // The menu reports a failure to load privileges; the screen then asks for itself.
  );
}

/**
 * A page whose namespace is not in the user's privileges says so, instead of showing a screen whose
 * every call the server would refuse (and whose first refusal would end the session). While the privileges are
 * on their way the page waits for them; if they cannot be had, the server remains the judge.
 */
export function PageAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { namespace } = useRouteHandle();
  const { data, isPending, isError } = usePermissions();
  const { user } = useSession();
  const { pathname } = useLocation();
  // Everyone edits their own account, whatever their privileges (DESIGN §4).
  const ownAccount = user !== null && pathname === userRoutes.edit(user.id);
  if (ownAccount || !namespace || isError || (data && mayOpen(data, namespace))) return children;
  if (!data && isPending) return <PageLoader />;
  return (
    <Stack align="flex-start" gap="sm">
      <PageTitle title="errors.noAccessTitle" />
      <Text>{t('errors.noAccessMessage')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
