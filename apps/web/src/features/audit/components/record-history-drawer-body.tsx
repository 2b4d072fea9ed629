import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HistoryEvents, type HistoryEventsProps } from './history-events';

export interface RecordHistoryDrawerProps extends Omit<HistoryEventsProps, 'enabled'> {
  /** What the drawer is the history of ("Languages and regions — history"): its accessible name too. */
  title: string;
  opened: boolean;
  onClose: () => void;
}

/** A record's history in a drawer, for screens that hold several records (settings groups, menus) or no room. */
export default function RecordHistoryDrawerBody({
  title,
  opened,
  onClose,
  ...events
}: RecordHistoryDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <HistoryEvents {...events} enabled={opened} />
    </Drawer>
  );
}
