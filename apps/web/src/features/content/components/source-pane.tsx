import { NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { richTextPlainText, RTL_LANGUAGES, type Language } from '@coachyard/contract';
import type { TranslationDraft } from '../hooks/content-form-values';

/** The chosen source language's text beside the one being written, read-only, in its own direction. */
export function SourcePane({
  languages,
  source,
  onSource,
  text,
}: {
  languages: Language[];
  source: Language;
  onSource: (language: Language) => void;
  text: TranslationDraft | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="aside" aria-label={t('content.source.label')}>
      <Stack gap="xs">
        <NativeSelect
          label={t('content.source.language')}
          data={languages.map((language) => ({
            value: language,
            label: t(`translationForm.languageNames.${language}`),
          }))}
          value={source}
          onChange={(event) => onSource(event.currentTarget.value as Language)}
        />
        {text ? (
          <div dir={RTL_LANGUAGES.includes(source) ? 'rtl' : 'ltr'} lang={source}>
            <Title order={3} size="h4">
              {text.title}
            </Title>
            {text.excerpt ? (
              <Text size="sm" c="dimmed" mt={4}>
                {text.excerpt}
              </Text>
            ) : null}
            {richTextPlainText(text.body)
              .split('\n')
              .filter(Boolean)
              .map((line, index) => (
                <Text key={index} size="sm" mt={6}>
                  {line}
                </Text>
              ))}
          </div>
        ) : (
          <Text size="sm">{t('content.source.empty')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
