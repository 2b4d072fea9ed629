import type { ComponentPropsWithRef } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@coachyard/contract';
import { UserAvatar } from '@/components/user-avatar';

/** The name the header shows: first and last name, or the email address when the profile has neither. */
export const accountName = (user: SessionUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email_address;

interface UserMenuTriggerProps extends ComponentPropsWithRef<'button'> {
  user: SessionUser;
}

/** The signed-in user's avatar and name: the button that opens the account menu. */
export function UserMenuTrigger({ user, ...buttonProps }: UserMenuTriggerProps) {
  const { t } = useTranslation();
  const name = accountName(user);
  return (
    <UnstyledButton
      {...buttonProps}
      aria-label={`${t('shell.accountMenu')}: ${name}`}
      px={4}
      py={2}
      style={{ borderRadius: 999 }}
    >
      <Group gap="xs" wrap="nowrap">
        <UserAvatar photo={user.profile_picture} name={name} />
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
