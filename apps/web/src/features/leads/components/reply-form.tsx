import { useState } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  type LeadDetail,
  type LeadReplyTemplateId,
  type Namespace,
} from '@coachyard/contract';
import { useReplyTemplates } from '../api/get-reply-templates';
import { useReplyToLead } from '../api/reply-to-lead';
import { useLeadLabels } from './lead-labels';

/** A reply by e-mail in the lead's language: a template's opening line, then the personal text. */
export function ReplyForm({
  namespace,
  lead,
  onDone,
}: {
  namespace: Namespace;
  lead: LeadDetail;
  onDone: (success: boolean, message: string) => void;
}) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const templates = useReplyTemplates(namespace, lead.language);
  const reply = useReplyToLead(namespace);
  const [template, setTemplate] = useState<LeadReplyTemplateId>('personal');
  const [body, setBody] = useState('');
  const chosen = templates.data?.find((item) => item.id === template);
  const send = () =>
    reply.mutate(
      { id: lead.id, body: { template, body, version: lead.version } },
      {
        onSuccess: (response) => {
          setBody('');
          onDone(true, response.successMessage ?? '');
        },
        onError: (error) => onDone(false, error.message),
      },
    );
  return (
    <Stack gap="xs" component="section" aria-label={t('leads.reply')}>
      <Text size="sm" c="dimmed">
        {t('leads.replyLanguage', { language: LANGUAGE_NAMES[lead.language] })}
      </Text>
      <NativeSelect
        label={t('leads.templateLabel')}
        value={template}
        onChange={(event) => setTemplate(event.currentTarget.value as LeadReplyTemplateId)}
        data={(templates.data ?? []).map((item) => ({ value: item.id, label: labels.template(item.id) }))}
      />
      {chosen && template !== 'personal' ? (
        <Text size="sm" lang={lead.language} dir="auto" style={{ whiteSpace: 'pre-wrap' }} c="dimmed">
          {chosen.body.replace('{advertisement}', lead.advertisement?.short_id ?? '')}
        </Text>
      ) : null}
      <GrowingTextarea
        label={t('leads.replyBody')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        minRows={3}
        lang={lead.language}
        dir="auto"
      />
      <Button onClick={send} disabled={!body.trim()} loading={reply.isPending} w="fit-content">
        {t('leads.sendReply')}
      </Button>
    </Stack>
  );
}
