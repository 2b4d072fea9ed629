import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { AuditEvent } from '@coachyard/contract';
import { currentLanguage, intlLocale } from '@/lib/i18n';
import { useEventLabels } from './event-labels';

interface RestoreDialogProps {
  event: AuditEvent | null;
  onConfirm: () => void;
  onClose: () => void;
  isRestoring: boolean;
  /** Why the last attempt failed (a 409 says the record changed meanwhile). */
  error: string | null;
}

/** Asks before a restore, since it writes a new version of the record over the current one. */
export function RestoreDialog({ event, onConfirm, onClose, isRestoring, error }: RestoreDialogProps) {
  const { t } = useTranslation();
  const { actorLabel } = useEventLabels();
  const when = event
    ? new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(event.occurred_at))
    : '';
  return (
    <ConfirmDialog
      opened={event !== null}
      title={t('audit.restoreTitle')}
      question={event ? t('audit.restoreQuestion', { when, actor: actorLabel(event) }) : ''}
      confirmLabel={t('audit.restoreConfirm')}
      color="grape"
      busy={isRestoring}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
