import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coachyard/contract';
import { directionOf } from '@/lib/i18n';

/** The source language's text, read-only, beside a text area being translated. */
export function SourceText({ language, text }: { language: Language; text: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="figure" withBorder p="xs" m={0} bg="var(--mantine-color-default-hover)">
      <Text component="figcaption" size="xs" fw={600} c="dimmed" mb={4}>
        {t('translationForm.sourceLabel', { language: t(`translationForm.languageNames.${language}`) })}
      </Text>
      <Text
        size="sm"
        lang={language}
        dir={directionOf(language)}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Text>
    </Paper>
  );
}
