import type { ReactNode } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentForm } from '../hooks/use-content-form';

/** Save, with the saved / unsaved state beside it (kept on this device until saved), history and preview. */
export function FormActions({
  form,
  onHistory,
  onPreview,
  canSave,
  extra,
}: {
  form: ContentForm;
  onHistory?: () => void;
  onPreview?: () => void;
  canSave: boolean;
  /** Further actions before the save button (move to trash). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Badge color={form.dirty ? 'orange' : 'teal'} variant="light" role="status">
        {form.dirty
          ? form.keptAt
            ? t('content.autosave.kept')
            : t('content.autosave.unsaved')
          : t('content.autosave.saved')}
      </Badge>
      <Group gap="xs">
        {extra}
        {onPreview ? (
          <Button variant="default" onClick={onPreview}>
            {t('content.preview.create')}
          </Button>
        ) : null}
        {onHistory ? (
          <Button variant="default" onClick={onHistory}>
            {t('content.history.open')}
          </Button>
        ) : null}
        {canSave ? (
          <Button onClick={form.submit} loading={form.isSaving}>
            {t('content.save')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
