import { Box, Skeleton, Stack } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLeadInbox, UnreadLeadsBadge } from '@/features/leads';
import { NAV_ICONS } from './nav-icons';
import classes from './sidebar.module.css';
import { useNavbarEntries } from './use-navbar-entries';

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The menu of the screens the user's role may open. Plain links drawn as Mantine's NavLink (light variant)
 * drew them: the shell renders them again on every page change.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { entries, isPending } = useNavbarEntries();

  if (isPending) {
    return (
      <Stack gap="xs" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  return (
    <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <Stack gap={2}>
        {entries.map((entry) => {
          const Icon = NAV_ICONS[entry.key] ?? IconPoint;
          const active = isActive(pathname, entry.path);
          const link = (
            <Link
              key={entry.path}
              to={entry.path}
              className={classes.link}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon size={20} stroke={1.6} aria-hidden="true" className={classes.icon} />
              <span className={classes.label}>{t(`nav.${entry.key}`)}</span>
            </Link>
          );
          if (!isLeadInbox(entry.namespace)) return link;
          return (
            <Box key={entry.path} pos="relative">
              {link}
              <UnreadLeadsBadge namespace={entry.namespace} />
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
