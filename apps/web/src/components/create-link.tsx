import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The "new …" button of a list page, beside its title: a link, so it opens in a new tab too. */
export function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      data-shortcut="new"
      aria-keyshortcuts="N"
      leftSection={<IconPlus size={16} aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}
