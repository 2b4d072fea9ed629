import '@mantine/core/styles/Kbd.css';
import { Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferDialog } from '@/components/deferred-dialog';
import { usePaletteHotkey } from '../hooks/use-palette-hotkey';
import type { PaletteScreen } from '../hooks/use-palette-results';
import classes from './command-palette.module.css';

const PaletteDialog = deferDialog(() => import('./palette-dialog'));

/** The header's search button and Ctrl+K / ⌘K: jump to a screen or find a record. */
export function CommandPalette({ screens }: { screens: readonly PaletteScreen[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  usePaletteHotkey(open);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        onClick={open}
        aria-label={t('palette.open')}
        aria-keyshortcuts="Control+K Meta+K"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        className={classes.trigger}
      >
        <span className={classes.label}>{t('palette.button')}</span>
        <Kbd size="xs" className={classes.shortcut} aria-hidden="true">
          Ctrl K
        </Kbd>
      </Button>
      <PaletteDialog opened={opened} onClose={() => setOpened(false)} screens={screens} />
    </>
  );
}
