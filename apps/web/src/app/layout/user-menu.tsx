import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/features/auth';
import { userRoutes } from '@/features/users/routes';
import { useSession } from '@/lib/auth';
import { resolveMediaUrl } from '@/lib/media';

/** The signed-in user's name, and the account menu with sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email_address;

  return (
    // No focus placeholder: a role=menu may hold menu items only.
    <Menu position="bottom-end" shadow="md" width={260} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${t('shell.accountMenu')}: ${name}`}
          px={4}
          py={2}
          style={{ borderRadius: 999 }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={user.profile_picture ? resolveMediaUrl(user.profile_picture) : null}
              name={name}
              alt=""
              color="blue"
              variant="filled"
              radius="xl"
              size={34}
            />
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.signedInAs')}</Menu.Label>
        <Stack gap={2} px="sm" pb="sm">
          <Text size="sm" fw={600} truncate="end">
            {name}
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
