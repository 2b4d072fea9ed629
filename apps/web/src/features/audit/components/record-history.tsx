import { Suspense, useId, useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyWithTexts } from '@/app/lazy-page';
import { InlineLoader } from '@/components/page-loader';
import type { HistoryEventsProps } from './history-events';

export type RecordHistoryProps = Omit<HistoryEventsProps, 'enabled'>;

// The events (their cards, tables and the restore dialog: about 20 kB gzip) and the audit's texts load when the
// History is first opened: an edit screen opens without them (issue 30). Its title and button are the shell's
// texts (SHELL_TEXTS), so the section is drawn with the form.
const HistoryEvents = lazyWithTexts(['audit'], () => import('./history-events'));

/**
 * The History section any edit screen adds in one line, `<RecordHistory namespace="users" recordId={id} />`,
 * for any namespace whose API module registered its history. (The drawer is a module apart: a form's chunk then
 * names the events' files to preload, not the drawer's thirty.)
 */
export function RecordHistory(props: RecordHistoryProps) {
  const { t } = useTranslation();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  // Opened once, the events stay mounted while hidden, as they were before the code loaded on demand.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby={`${regionId}-title`}>
      <Title order={2} size="h4" id={`${regionId}-title`}>
        {t('audit.historyTitle')}
      </Title>
      <Button
        variant="light"
        leftSection={<IconHistory size={18} aria-hidden="true" />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={regionId}
        w="fit-content"
      >
        {open ? t('audit.hideHistory') : t('audit.showHistory')}
      </Button>
      <div id={regionId} hidden={!open}>
        {opened ? (
          <Suspense fallback={<InlineLoader size="sm" />}>
            <HistoryEvents {...props} enabled={open} />
          </Suspense>
        ) : null}
      </div>
    </Stack>
  );
}
