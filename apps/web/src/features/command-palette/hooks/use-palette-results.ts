import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchKind } from '@coachyard/contract';
import { useSearch } from '../api/search';

export interface PaletteScreen {
  key: string;
  path: string;
}

export interface PaletteOption {
  id: string;
  group: 'screens' | SearchKind;
  title: string;
  subtitle: string | null;
  path: string;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

/** The screens whose name matches, then what the API found: one flat list the keyboard walks. */
export function usePaletteResults(query: string, screens: readonly PaletteScreen[]) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(query);
  const search = useSearch(deferred);
  const options = useMemo(() => {
    const wanted = fold(deferred.trim());
    const screenOptions: PaletteOption[] = screens
      .map((screen) => ({
        id: `screen:${screen.path}`,
        group: 'screens' as const,
        title: t(`nav.${screen.key}`),
        subtitle: null,
        path: screen.path,
      }))
      .filter((option) => !wanted || fold(option.title).includes(wanted));
    const found: PaletteOption[] =
      wanted.length >= 2
        ? (search.data?.items ?? []).map((hit) => ({
            id: `${hit.kind}:${hit.id}`,
            group: hit.kind,
            title: hit.title,
            subtitle: hit.subtitle,
            path: hit.path,
          }))
        : [];
    return [...screenOptions, ...found];
  }, [deferred, screens, search.data, t]);
  return { options, searching: search.isFetching };
}
