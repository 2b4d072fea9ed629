import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@coachyard/contract';

interface LanguageStatusProps {
  /** Languages still without text. */
  missing: readonly Language[];
  /** For a table: per language, how many of its items lack text. */
  missingCounts?: Partial<Record<Language, number>>;
}

/** "7/8" and the missing codes marked, so a translator sees at a glance what is left to do. */
export function LanguageStatus({ missing, missingCounts }: LanguageStatusProps) {
  const { t } = useTranslation();
  const done = LANGUAGES.length - missing.length;
  return (
    <Group gap={4} wrap="nowrap">
      {missing.length ? null : (
        <IconCircleCheck size={16} aria-hidden="true" color="var(--mantine-color-teal-8)" />
      )}
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {done}/{LANGUAGES.length}
      </Text>
      {missing.length ? <VisuallyHidden>{t('lookupTables.missingPrefix')}</VisuallyHidden> : null}
      {missing.map((language) => {
        const name = t(`translationForm.languageNames.${language}`);
        const count = missingCounts?.[language];
        const detail = count ? t('lookupTables.missingItems', { language: name, count }) : name;
        return (
          // The browser's own tooltip is for the eye (a list row shows many: Mantine's Tooltip would bring
          // Floating UI to every list of entries); the hidden text says the same to a screen reader.
          <Badge key={language} size="sm" variant="light" color="red" radius="sm" title={detail}>
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <VisuallyHidden>{detail}</VisuallyHidden>
          </Badge>
        );
      })}
    </Group>
  );
}
