import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_CATEGORY_TABLE,
  CONTENT_TYPES,
  LANGUAGES,
  type ContentType,
  type Language,
} from '@coachyard/contract';
import { DeferredMultiSelect, DeferredSelect } from '@/components/deferred-select';
import { useLookupOptions } from '@/features/advertisements';
import { useContentTagOptions } from '../hooks/use-content-tag-options';
import type { ContentFormValues } from '../hooks/content-form-values';

/** The fields every language shares: type, category (content-management), tags (tag-management), source language. */
export function ContentMetaFields({
  values,
  onChange,
}: {
  values: ContentFormValues;
  onChange: (next: ContentFormValues) => void;
}) {
  const { t } = useTranslation();
  const categories = useLookupOptions(CONTENT_CATEGORY_TABLE);
  const tags = useContentTagOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <NativeSelect
        label={t('content.fields.type')}
        data={CONTENT_TYPES.map((type) => ({ value: type, label: t(`content.types.${type}`) }))}
        value={values.type}
        onChange={(event) => onChange({ ...values, type: event.currentTarget.value as ContentType })}
      />
      <DeferredSelect
        label={t('content.fields.category')}
        data={categories.options}
        value={values.category_id}
        onChange={(category) => onChange({ ...values, category_id: category })}
        clearable
      />
      <DeferredMultiSelect
        label={t('content.fields.tags')}
        data={tags}
        value={values.tag_ids}
        onChange={(tagIds) => onChange({ ...values, tag_ids: tagIds })}
      />
      <NativeSelect
        label={t('content.fields.sourceLanguage')}
        data={LANGUAGES.map((language) => ({
          value: language,
          label: t(`translationForm.languageNames.${language}`),
        }))}
        value={values.source_language}
        onChange={(event) => onChange({ ...values, source_language: event.currentTarget.value as Language })}
      />
    </SimpleGrid>
  );
}
