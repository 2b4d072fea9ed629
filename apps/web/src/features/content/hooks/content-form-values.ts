import {
  emptyRichText,
  type ContentItem,
  type ContentTranslationInput,
  type ContentType,
  type ContentUpdate,
  type Language,
} from '@coachyard/contract';

/** One language's text as the form edits it (dates as the browser's datetime-local text). */
export type TranslationDraft = Omit<ContentTranslationInput, 'publish_at' | 'unpublish_at'> & {
  publish_at: string;
  unpublish_at: string;
};

export interface ContentFormValues {
  type: ContentType;
  category_id: string | null;
  tag_ids: string[];
  cover_key: string | null;
  source_language: Language;
  translations: Partial<Record<Language, TranslationDraft>>;
}

export const emptyTranslation = (): TranslationDraft => ({
  title: '',
  slug: '',
  excerpt: '',
  body: emptyRichText(),
  seo_title: '',
  seo_description: '',
  cover_alt: '',
  status: 'draft',
  publish_at: '',
  unpublish_at: '',
});

export const emptyContentValues = (language: Language): ContentFormValues => ({
  type: 'article',
  category_id: null,
  tag_ids: [],
  cover_key: null,
  source_language: language,
  translations: { [language]: emptyTranslation() },
});

/** An ISO instant as the local `YYYY-MM-DDTHH:mm` a datetime-local field shows, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : null);

export function valuesOf(item: ContentItem): ContentFormValues {
  return {
    type: item.type,
    category_id: item.category_id,
    tag_ids: item.tag_ids,
    cover_key: item.cover_key,
    source_language: item.source_language,
    translations: Object.fromEntries(
      Object.entries(item.translations).map(([language, text]) => [
        language,
        {
          title: text!.title,
          slug: text!.slug,
          excerpt: text!.excerpt,
          body: text!.body,
          seo_title: text!.seo_title,
          seo_description: text!.seo_description,
          cover_alt: text!.cover_alt,
          status: text!.status,
          publish_at: toLocalInput(text!.publish_at),
          unpublish_at: toLocalInput(text!.unpublish_at),
        },
      ]),
    ),
  };
}

/** The body of a save; a language left without a title is not sent (it stays missing). */
export function bodyOf(values: ContentFormValues, version?: number): ContentUpdate {
  return {
    ...(version ? { version } : {}),
    type: values.type,
    category_id: values.category_id,
    tag_ids: values.tag_ids,
    cover_key: values.cover_key,
    source_language: values.source_language,
    translations: Object.fromEntries(
      Object.entries(values.translations)
        .filter(([, text]) => text && text.title.trim())
        .map(([language, text]) => [
          language,
          {
            ...text!,
            publish_at: fromLocalInput(text!.publish_at),
            unpublish_at: fromLocalInput(text!.unpublish_at),
          },
        ]),
    ),
  } as ContentUpdate;
}

/**
 * Both sides of a conflict kept: the other editor's saved item, with this editor's text added after theirs in
 * every language both wrote (and this editor's languages the other did not have).
 */
export function keepBoth(theirs: ContentFormValues, mine: ContentFormValues): ContentFormValues {
  const translations = { ...theirs.translations };
  for (const [language, text] of Object.entries(mine.translations) as [Language, TranslationDraft][]) {
    const other = translations[language];
    if (!other) translations[language] = text;
    else if (JSON.stringify(other.body) !== JSON.stringify(text.body)) {
      translations[language] = {
        ...other,
        body: {
          type: 'doc',
          content: [...(other.body.content ?? []), { type: 'horizontalRule' }, ...(text.body.content ?? [])],
        },
      };
    }
  }
  return { ...theirs, translations };
}
