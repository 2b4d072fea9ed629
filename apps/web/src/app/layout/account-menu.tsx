import '@mantine/core/styles/Menu.css';
import { useEffect, useRef, useState } from 'react';
import { Badge, Menu, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@coachyard/contract';
import { useSignOut } from '@/features/auth';
import { userRoutes } from '@/features/users';
import { UserMenuTrigger, accountName } from './user-menu-trigger';

/**
 * The account menu with sign out, loaded by the first click on its trigger (`user-menu.tsx`). It takes that
 * trigger's place, then takes over its focus and opens, so the click is not lost and closing returns there.
 */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);

  return (
    // No focus placeholder: a role=menu may hold menu items only.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={260}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserMenuTrigger ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.signedInAs')}</Menu.Label>
        <Stack gap={2} px="sm" pb="sm">
          <Text size="sm" fw={600} truncate="end">
            {accountName(user)}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email_address}
          </Text>
          <Badge variant="light" size="sm" mt={4}>
            {t(`shell.roles.${user.role}`)}
          </Badge>
        </Stack>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={userRoutes.edit(user.id)}
          leftSection={<IconUserCircle size={16} aria-hidden="true" />}
        >
          {t('users.myAccount')}
        </Menu.Item>
        <Menu.Item
          color="var(--mantine-color-error)"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
