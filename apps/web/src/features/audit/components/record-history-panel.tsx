import { lazy, Suspense, useId, useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '@/app/lazy-page';
import { InlineLoader } from '@/components/page-loader';
import type { HistoryEventsProps } from './history-events';

export type RecordHistoryPanelProps = Omit<HistoryEventsProps, 'enabled'>;

// The events' code (their cards, tables and the restore dialog: about 20 kB gzip) loads when first opened, not
// with every edit screen.
const HistoryEvents = lazy(() =>
  withChunkTimeout(import('./history-events')).then((module) => ({ default: module.HistoryEvents })),
);

/** The History section of an edit screen: the record's events (HistoryEvents), loaded when opened. */
export default function RecordHistoryPanel(props: RecordHistoryPanelProps) {
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
