import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSetLeadTags } from '../api/set-lead-tags';
import type { LeadControlProps } from './status-control';

/** Words separated by commas or spaces, as a person types a list of tags. */
export const tagsOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The lead's tags as one line of words; saved whole, the server lower-cases and checks them. */
export function TagsControl({ namespace, lead, onError }: LeadControlProps) {
  const { t } = useTranslation();
  const save = useSetLeadTags(namespace);
  const [text, setText] = useState(lead.tags.join(', '));
  const submit = () =>
    save.mutate(
      { id: lead.id, body: { tags: tagsOf(text), version: lead.version } },
      {
        onSuccess: ({ data }) => setText(data.tags.join(', ')),
        onError: (error) => onError(error.message),
      },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={t('leads.tags')}
        description={t('leads.tagsHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button variant="default" onClick={submit} loading={save.isPending}>
        {t('leads.saveTags')}
      </Button>
    </Group>
  );
}
