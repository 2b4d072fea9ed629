import { useId, useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HistoryEvents, type HistoryEventsProps } from './history-events';

export type RecordHistoryPanelProps = Omit<HistoryEventsProps, 'enabled'>;

/** The History section of an edit screen: the record's events (HistoryEvents), loaded when opened. */
export default function RecordHistoryPanel(props: RecordHistoryPanelProps) {
  const { t } = useTranslation();
  const regionId = useId();
  const [open, setOpen] = useState(false);
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
        <HistoryEvents {...props} enabled={open} />
      </div>
    </Stack>
  );
}
