import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { useOpenedAfterMount } from '@/components/deferred-dialog';
import type { IdNames } from './change-value';
import { EventCard } from './event-card';

export interface EventDialogProps {
  opened: boolean;
  event: AuditEvent | null;
  names: IdNames;
  onClose: () => void;
}

/** One event of the trail in full (who, where from, and its before/after diff); loaded on its first opening. */
export default function EventDialog({ opened, event, names, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('audit.eventTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
    >
      {event ? <EventCard event={event} names={names} withRecord /> : null}
    </Modal>
  );
}
