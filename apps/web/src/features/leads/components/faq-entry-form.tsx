import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type LeadDetail } from '@coachyard/contract';
import { useSaveFaqEntry } from '../api/save-faq-entry';

const STATE_COLOR = { published: 'green', scheduled: 'blue', draft: 'yellow', missing: 'gray' } as const;

/** The text a language starts from: the entry's, else the question as the asker wrote it in their language. */
const textIn = (lead: LeadDetail, language: Language) =>
  lead.faq_entry?.texts[language] ??
  (language === lead.language
    ? { question: lead.message.slice(0, 200), answer: '' }
    : { question: '', answer: '' });

/**
 * An FAQ question becomes an FAQ entry (a CMS item): the question and its answer per language, published on the
 * site when asked, and the answer e-mailed to the asker once it is live in their language. The CMS editor opens
 * the same entry for rich text.
 */
export function FaqEntryForm({
  lead,
  onDone,
}: {
  lead: LeadDetail;
  onDone: (success: boolean, message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFaqEntry();
  const entry = lead.faq_entry;
  const [language, setLanguage] = useState<Language>(lead.language);
  const [text, setText] = useState(() => textIn(lead, lead.language));
  const [publish, setPublish] = useState(false);
  const [notify, setNotify] = useState(false);
  const choose = (next: Language) => {
    setLanguage(next);
    setText(textIn(lead, next));
  };
  const submit = () =>
    save.mutate(
      {
        id: lead.id,
        body: {
          version: lead.version,
          ...(entry ? { entry_version: entry.version } : {}),
          texts: { [language]: text },
          publish,
          notify_asker: notify,
        },
      },
      {
        onSuccess: (response) => {
          setNotify(false);
          onDone(true, response.successMessage ?? '');
        },
        onError: (error) => onDone(false, error.message),
      },
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby={`faq-entry-${lead.id}`}>
      <Title order={3} size="h5" id={`faq-entry-${lead.id}`}>
        {t('leads.faq.title')}
      </Title>
      {entry ? (
        <>
          <Group gap={4} aria-label={t('leads.faq.states')} role="list">
            {LANGUAGES.map((code) => (
              <Badge
                key={code}
                role="listitem"
                size="sm"
                variant="light"
                color={STATE_COLOR[entry.states[code]]}
              >
                {code.toUpperCase()} · {t(`leads.faq.state.${entry.states[code]}`)}
              </Badge>
            ))}
          </Group>
          <Anchor component={Link} to={`/content/${entry.id}/edit`} size="sm">
            {t('leads.faq.openInCms')}
          </Anchor>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('leads.faq.none')}
        </Text>
      )}
      <NativeSelect
        label={t('leads.faq.language')}
        value={language}
        onChange={(event) => choose(event.currentTarget.value as Language)}
        data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        w={220}
      />
      <TextInput
        label={t('leads.faq.question')}
        value={text.question}
        onChange={(event) => setText({ ...text, question: event.currentTarget.value })}
        lang={language}
        dir="auto"
      />
      <GrowingTextarea
        label={t('leads.faq.answer')}
        value={text.answer}
        onChange={(event) => setText({ ...text, answer: event.currentTarget.value })}
        minRows={3}
        lang={language}
        dir="auto"
      />
      <Checkbox
        label={t('leads.faq.publish')}
        checked={publish}
        onChange={(event) => setPublish(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('leads.faq.notify', { language: LANGUAGE_NAMES[lead.language] })}
        checked={notify}
        onChange={(event) => setNotify(event.currentTarget.checked)}
      />
      <Button
        onClick={submit}
        disabled={text.question.trim().length < 2}
        loading={save.isPending}
        w="fit-content"
      >
        {entry ? t('leads.faq.save') : t('leads.faq.create')}
      </Button>
    </Stack>
  );
}
