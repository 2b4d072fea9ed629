import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '@coachyard/contract';
import { useAddLeadNote } from '../api/add-lead-note';

/** An internal note: staff read it on the timeline, the sender never does. */
export function NoteForm({
  namespace,
  leadId,
  onError,
}: {
  namespace: Namespace;
  leadId: string;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const note = useAddLeadNote(namespace);
  const [text, setText] = useState('');
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={t('leads.note')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button
        variant="default"
        disabled={!text.trim()}
        loading={note.isPending}
        onClick={() =>
          note.mutate(
            { id: leadId, body: { text } },
            { onSuccess: () => setText(''), onError: (error) => onError(error.message) },
          )
        }
      >
        {t('leads.addNote')}
      </Button>
    </Group>
  );
}
