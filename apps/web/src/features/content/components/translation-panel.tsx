import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, CONTENT_STATUSES, RTL_LANGUAGES, type Language } from '@coachyard/contract';
import type { TranslationDraft } from '../hooks/content-form-values';
import { RichTextField } from './rich-text-field';

interface TranslationPanelProps {
  language: Language;
  value: TranslationDraft;
  onChange: (next: TranslationDraft) => void;
  errorOf: (field: string) => string | undefined;
  /** With a cover chosen, each language describes it (required alt text). */
  coverChosen: boolean;
}

/** A length counter under a field: "42 / 60", red past the limit. */
const counter = (length: number, max: number) => (
  <Text component="span" size="xs" c={length > max ? 'red.8' : 'dimmed'}>
    {length} / {max}
  </Text>
);

/** Everything one language has: title, slug, excerpt, body, search-engine texts, cover alt text and its status. */
export function TranslationPanel({ language, value, onChange, errorOf, coverChosen }: TranslationPanelProps) {
  const { t } = useTranslation();
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const languageName = t(`translationForm.languageNames.${language}`);
  const field = <K extends keyof TranslationDraft>(name: K) => ({
    value: value[name] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: event.currentTarget.value }),
    error: errorOf(`translations.${language}.${name}`),
  });
  const label = (key: string) =>
    t('content.inLanguage', { field: t(`content.fields.${key}`), language: languageName });
  return (
    <Stack gap="sm" dir={dir} lang={language}>
      <TextInput label={label('title')} required maxLength={CONTENT_LIMITS.titleMax} {...field('title')} />
      <TextInput label={label('slug')} description={t('content.slugHint')} dir="ltr" {...field('slug')} />
      <GrowingTextarea
        label={label('excerpt')}
        minRows={2}
        description={counter(value.excerpt.length, CONTENT_LIMITS.excerptMax)}
        {...field('excerpt')}
      />
      <div>
        <Text size="sm" fw={500} mb={4} id={`body-label-${language}`}>
          {label('body')}
        </Text>
        <RichTextField
          key={language}
          value={value.body}
          onChange={(body) => onChange({ ...value, body })}
          label={label('body')}
          dir={dir}
        />
        {errorOf(`translations.${language}.body`) ? (
          <Text size="xs" c="red.8" role="alert">
            {errorOf(`translations.${language}.body`)}
          </Text>
        ) : null}
      </div>
      <TextInput
        label={label('seoTitle')}
        description={counter(value.seo_title.length, CONTENT_LIMITS.seoTitleMax)}
        {...field('seo_title')}
      />
      <GrowingTextarea
        label={label('seoDescription')}
        minRows={2}
        description={counter(value.seo_description.length, CONTENT_LIMITS.seoDescriptionMax)}
        {...field('seo_description')}
      />
      <TextInput
        label={label('coverAlt')}
        required={coverChosen}
        maxLength={CONTENT_LIMITS.altMax}
        {...field('cover_alt')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={label('status')}
          data={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`content.states.${status}`) }))}
          value={value.status}
          onChange={(event) =>
            onChange({ ...value, status: event.currentTarget.value as TranslationDraft['status'] })
          }
        />
        <TextInput type="datetime-local" label={label('publishAt')} dir="ltr" {...field('publish_at')} />
        <TextInput type="datetime-local" label={label('unpublishAt')} dir="ltr" {...field('unpublish_at')} />
      </SimpleGrid>
    </Stack>
  );
}
