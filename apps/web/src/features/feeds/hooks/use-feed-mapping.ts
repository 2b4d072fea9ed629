import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEED_TARGET_FIELDS,
  translateMessage,
  type Feed,
  type FeedFieldMapping,
  type FeedLookupField,
  type FeedSuggestions,
  type FeedTargetField,
  type FeedValueMappings,
} from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { feeds } from '../api/resources';
import { FEEDS_DOMAIN } from '../result-domain';

export type SuggestedValue = FeedSuggestions['items'][number];
const choiceKey = (item: Pick<SuggestedValue, 'field' | 'value'>) => `${item.field}\u0000${item.value}`;

/** The value mappings saved, with the items chosen for the values the suggestions listed. */
function withChoices(
  saved: FeedValueMappings,
  items: SuggestedValue[],
  choices: Record<string, string | null>,
) {
  const merged: FeedValueMappings = structuredClone(saved);
  for (const item of items) {
    const id = choices[choiceKey(item)];
    if (id) merged[item.field as FeedLookupField] = { ...merged[item.field], [item.value]: id };
  }
  return merged;
}

/**
 * The mapping screen's state: a feed column per advertisement field, and an item per lookup value the suggestions
 * list. Saving PATCHes both with the version read; a stale version (409) says so, and the screen shows the mapping
 * as now saved (its key is the feed's version).
 */
export function useFeedMapping(feed: Feed, suggested: SuggestedValue[]) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<FeedFieldMapping>(feed.field_mapping);
  const [choices, setChoices] = useState<Record<string, string | null>>({});
  const patch = feeds.usePatch({});
  const { succeed, fail } = useActionResult(FEEDS_DOMAIN);

  const save = async () => {
    const field_mapping = Object.fromEntries(
      FEED_TARGET_FIELDS.filter((field) => columns[field]).map((field) => [field, columns[field]]),
    );
    const value_mappings = withChoices(feed.value_mappings, suggested, choices);
    try {
      const response = await patch.mutateAsync({
        id: feed.id,
        body: { field_mapping, value_mappings, version: feed.version },
      });
      succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
    } catch (error) {
      if (isApiError(error) && error.status === 409) return fail(t('feeds.conflict'));
      fail(error instanceof Error ? error.message : translateMessage('errors.internal', currentLanguage()));
    }
  };

  return {
    columnOf: (field: FeedTargetField) => columns[field] ?? null,
    setColumn: (field: FeedTargetField, column: string | null) =>
      setColumns((all) => ({ ...all, [field]: column ?? undefined })),
    choiceOf: (item: SuggestedValue) => choices[choiceKey(item)] ?? null,
    choose: (item: SuggestedValue, id: string | null) =>
      setChoices((all) => ({ ...all, [choiceKey(item)]: id })),
    /** Each value its most similar item; the user can still change or clear any. */
    acceptBest: () =>
      setChoices(
        Object.fromEntries(suggested.map((item) => [choiceKey(item), item.suggestions[0]?.id ?? null])),
      ),
    save,
    isSaving: patch.isPending,
  };
}
