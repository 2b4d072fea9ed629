import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/features/auth';
import { userRoutes } from '@/features/users';
import { useSession } from '@/lib/auth';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useRouteHandle } from '@/components/route-handle';
import { mayOpen } from '@/lib/permissions';

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
