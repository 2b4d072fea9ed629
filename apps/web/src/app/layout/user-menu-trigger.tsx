import type { ComponentPropsWithRef } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@coachyard/contract';
import { resolveMediaUrl } from '@/lib/media';
import classes from './user-menu-trigger.module.css';

/** The name the header shows: first and last name, or the email address when the profile has neither. */
export const accountName = (user: SessionUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email_address;

interface UserMenuTriggerProps extends ComponentPropsWithRef<'button'> {
  user: SessionUser;
}

/** The first letters of a name's first two words, as Mantine's Avatar shows a name. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

/**
 * The user's photo, or the initials on the theme's blue, drawn as Mantine's Avatar (filled, round, 34 px)
 * draws them: the only avatar of the first screen, which no longer loads Avatar's code for it.
 */
function UserAvatar({ user, name }: { user: SessionUser; name: string }) {
  if (user.profile_picture)
    return <img className={classes.avatar} src={resolveMediaUrl(user.profile_picture)} alt="" />;
  return (
    <span className={classes.avatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
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
        <UserAvatar user={user} name={name} />
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
