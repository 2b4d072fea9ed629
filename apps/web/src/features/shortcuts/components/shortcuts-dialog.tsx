import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Table.css';
import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/components/deferred-dialog';

const SHORTCUTS: { keys: string[]; action: string }[] = [
  { keys: ['Ctrl', 'K'], action: 'palette' },
  { keys: ['/'], action: 'search' },
  { keys: ['N'], action: 'new' },
  { keys: ['['], action: 'previous' },
  { keys: [']'], action: 'next' },
  { keys: ['Ctrl', 'S'], action: 'save' },
  { keys: ['?'], action: 'help' },
];

/** The shortcuts, listed when the user presses "?"; loaded on its first opening. */
export default function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('shortcuts.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Table verticalSpacing="xs" aria-label={t('shortcuts.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }} dir="ltr">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' + ' : null}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(`shortcuts.actions.${shortcut.action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
