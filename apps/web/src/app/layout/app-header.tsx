import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { CommandPalette } from '@/features/command-palette';
import { EnvironmentMarker } from '@/features/settings';
import classes from './app-header.module.css';
import { useNavbarEntries } from './use-navbar-entries';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const { entries } = useNavbarEntries();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {/* Mantine's Burger (size sm, hidden from sm up) as a plain button: the menu's toggle on a phone. */}
        <button
          type="button"
          className={classes.burger}
          data-opened={navOpened || undefined}
          onClick={onToggleNav}
          aria-label={t('shell.toggleNavigation')}
          aria-expanded={navOpened}
          aria-controls="app-navbar"
        >
          <span className={classes.lines} />
        </button>
        <Link to="/" className={classes.home} aria-label={t('app.name')}>
          <Group gap="xs" wrap="nowrap">
            <Logo size={32} decorative />
            <Text fw={700} size="lg" visibleFrom="xs">
              {t('app.name')}
            </Text>
          </Group>
        </Link>
        <EnvironmentMarker />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <CommandPalette screens={entries} />
        <LanguageSelect />
        <ThemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
