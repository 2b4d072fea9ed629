import { useEffect, useState, type ReactNode } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface FlagFilter {
  name: string;
  label: string;
  value: string;
  /** A filter with its own choices (a region); without them it is yes/no. */
  options?: { value: string; label: string }[];
}

interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder?: string;
  /** Yes/no filters (sent as 1/0; empty for either), or filters with their own choices. */
  filters?: FlagFilter[];
  onFilter?: (name: string, value: string) => void;
  /** Page actions at the end of the row (create, import, export). */
  children?: ReactNode;
}

const SEARCH_DELAY_MS = 300;

/** Search box (debounced) and yes/no filters above a list. */
export function ListToolbar({
  search,
  onSearch,
  searchPlaceholder,
  filters = [],
  onFilter,
  children,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // A link clicked while a search is pending leads away: the search must not pull the user back to the list
  // while the next page is still loading (the list stays mounted until then).
  const leavingTo = useNavigation().location?.pathname;
  const { pathname } = useLocation();
  useEffect(() => {
    if (leavingTo && leavingTo !== pathname) debouncedSearch.cancel();
  }, [leavingTo, pathname, debouncedSearch]);
  // The URL changed under us (Back, a link): show its search, adjusting state while rendering.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search.trim() !== text.trim()) setText(search);
  }

  const flagOptions = [
    { value: '', label: t('dataTable.any') },
    { value: '1', label: t('dataTable.yes') },
    { value: '0', label: t('dataTable.no') },
  ];
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          data-shortcut="search"
          aria-keyshortcuts="/"
          label={t('dataTable.search')}
          placeholder={searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            debouncedSearch(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={280}
        />
        {filters.map((filter) => (
          <NativeSelect
            key={filter.name}
            label={filter.label}
            value={filter.value}
            onChange={(event) => onFilter?.(filter.name, event.currentTarget.value)}
            data={filter.options ? [flagOptions[0]!, ...filter.options] : flagOptions}
            w={130}
          />
        ))}
      </Group>
      {children ? <Group gap="sm">{children}</Group> : null}
    </Group>
  );
}
