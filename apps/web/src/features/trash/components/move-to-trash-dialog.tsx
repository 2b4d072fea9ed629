import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useOpenedAfterMount } from '@/components/deferred-dialog';

export interface MoveToTrashDialogProps {
  opened: boolean;
  name: string;
  deleting: boolean;
  /** Why the last attempt was refused: changed meanwhile, or still in use (the API says by how many rows). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a record goes to the trash; loaded on its first opening. */
export default function MoveToTrashDialog({
  opened,
  name,
  deleting,
  error,
  onConfirm,
  onClose,
}: MoveToTrashDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={useOpenedAfterMount(opened)}
      title={t('trash.move.title', { name })}
      question={t('trash.move.question')}
      confirmLabel={t('trash.move.confirm')}
      color="red"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
