import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect } from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_LIMITS, LIMITS } from '@coachyard/contract';
import { useOpenedAfterMount } from '@/components/deferred-dialog';

export interface ReasonTemplate {
  label: string;
  text: string;
}

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Resolves true when the move went through, so the dialog can close. */
  onConfirm: (reason: string) => Promise<boolean>;
  /** Reasons to start from (the review queue's): choosing one writes its text, which stays editable. */
  templates?: ReasonTemplate[];
  title?: string;
}

/** The reason dialog itself, loaded on its first opening (`reason-dialog.tsx`). */
export default function ReasonModal({
  opened,
  onClose,
  onConfirm,
  templates = [],
  title,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const tooShort = reason.trim().length < LIMITS.nameMin;
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm(reason.trim());
    setBusy(false);
    if (done) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={title ?? t('adStatus.rejectTitle')}
      centered
    >
      {templates.length > 0 ? (
        <NativeSelect
          label={t('ads.review.template')}
          data={[
            { value: '', label: '—' },
            ...templates.map((template) => ({ value: template.text, label: template.label })),
          ]}
          onChange={(event) => event.currentTarget.value && setReason(event.currentTarget.value)}
          mb="sm"
          data-autofocus
        />
      ) : null}
      <GrowingTextarea
        label={t('adStatus.reason')}
        description={t('adStatus.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={ADVERTISEMENT_LIMITS.reasonMax}
        minRows={3}
        required
        data-autofocus={templates.length === 0 || undefined}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} disabled={tooShort} loading={busy}>
          {t('adStatus.actions.rejected')}
        </Button>
      </Group>
    </Modal>
  );
}
