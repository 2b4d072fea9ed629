import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconColumns, IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '@/app/lazy-page';
import { useIsPhone } from './data-cards';
import { choiceChip, FilterChips, type FilterChip } from './filter-chips';
import type { ColumnChoice } from './use-column-choice';

export interface FlagFilter {
  name: string;
  label: string;
  value: string;
  /** A filter with its own choices (a region); without them it is yes/no. */
  options?: { value: string; label: string }[];
  /** Behind "More filters" rather than in the bar. */
  more?: boolean;
}

export interface ListFilterControls {
  /** The filters used most, in the bar beside the search. */
  main: ReactNode;
  /** The rest, behind "More filters". */
  more: ReactNode;
  /** How many of those are set: the count on the "More filters" button. */
  moreCount: number;
  /** The set filters as chips. */
  chips: FilterChip[];
  /** Clears every filter at once, offered beside the chips. */
  clearAll: () => void;
  /**
   * "More filters" is about to open (the pointer or the focus reached it, or it was pressed): a list whose
   * filters load their choices waits until then to ask for those behind it.
   */
  onMoreWanted?: () => void;
}

interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder?: string;
  /** Yes/no filters (sent as 1/0; empty for either), or filters with their own choices. */
  filters?: FlagFilter[];
  onFilter?: (name: string, value: string) => void;
  /** "More filters" is about to open: `filters` whose choices load (a table) ask for them then. */
  onMoreWanted?: () => void;
  /** A list's own filters (beyond the yes/no ones): the bar's, those behind "More filters", and their chips. */
  controls?: ListFilterControls;
  /** The columns the user may turn on and off. */
  columnChoice?: ColumnChoice;
  /** Page actions at the end of the row (create, import, export). */
  children?: ReactNode;
}

const SEARCH_DELAY_MS = 300;

/**
 * The column chooser's code (Mantine's Checkbox) downloads when the pointer or the focus reaches its button,
 * and at the latest when it opens: a list's first screen does not carry it.
 */
const loadColumnChooser = () =>
  withChunkTimeout(import('./column-chooser')).then((module) => ({ default: module.ColumnChooser }));
const ColumnChooser = lazy(loadColumnChooser);

/** "More filters": opens and closes the panel of the other filters, counting the ones set there. */
function MoreFiltersToggle(props: {
  opened: boolean;
  onToggle: () => void;
  panelId: string;
  count: number;
  onWanted?: () => void;
}) {
  const { t } = useTranslation();
  const label = t('dataTable.moreFilters');
  return (
    <Button
      variant={props.opened ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden="true" />}
      rightSection={props.count ? <Badge circle>{props.count}</Badge> : null}
      aria-label={props.count ? `${label} (${props.count})` : undefined}
      aria-expanded={props.opened}
      aria-controls={props.opened ? props.panelId : undefined}
      onClick={() => {
        props.onWanted?.();
        props.onToggle();
      }}
      onPointerEnter={props.onWanted}
      onFocus={props.onWanted}
    >
      {label}
    </Button>
  );
}

/** The search box, typed into freely: the list follows after a pause, and the URL's search shows when it changes. */
function SearchBox({
  search,
  onSearch,
  placeholder,
  besideFilters,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Beside the filters (not on a phone, where it has the line to itself). */
  besideFilters: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // A link clicked while a search is pending leads away: the list unmounts at once, which cancels the search
  // (Mantine's debounce does not flush on unmount), so it cannot pull the user back to the list.
  // The URL changed under us (Back, a link): show its search, adjusting state while rendering.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search.trim() !== text.trim()) setText(search);
  }
  return (
    <TextInput
      type="search"
      data-shortcut="search"
      aria-keyshortcuts="/"
      label={t('dataTable.search')}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debouncedSearch(event.currentTarget.value);
      }}
      // Leaving the box (a click on a row, a link, a filter) applies what was typed at once: left pending, it
      // would fire while the row's screen is on its way and, landing first, bring the user back to the list.
      onBlur={() => debouncedSearch.flush()}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      // On a wider screen it takes the bar's spare room, up to what a placeholder naming what is searched needs
      // ("Search titles, slugs and excerpts"), and keeps 240 px before the bar wraps.
      w={besideFilters ? undefined : '100%'}
      style={besideFilters ? { flex: '1 1 240px', maxWidth: 340 } : undefined}
    />
  );
}

/**
 * Every list's one bar (issue 17): the search, the filters used most, "More filters" opening the rest, the
 * column chooser and the page's actions on one line; the filters set show under it as removable chips. The
 * panels are plain disclosures, so the bar adds no popover code to a list's first load.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { filters = [], onFilter } = props;
  const [panel, setPanel] = useState<'more' | 'columns' | null>(null);
  const morePanelId = useId();
  const columnsPanelId = useId();
  const toggle = (name: 'more' | 'columns') => setPanel((open) => (open === name ? null : name));
  // A phone has room for the search alone: every filter waits behind "More filters", and its cards have no
  // columns to choose.
  const isPhone = useIsPhone();

  const flagOptions = [
    { value: '', label: t('dataTable.any') },
    { value: '1', label: t('dataTable.yes') },
    { value: '0', label: t('dataTable.no') },
  ];
  const select = (filter: FlagFilter) => (
    <NativeSelect
      key={filter.name}
      label={filter.label}
      value={filter.value}
      onChange={(event) => onFilter?.(filter.name, event.currentTarget.value)}
      data={filter.options ? [flagOptions[0]!, ...filter.options] : flagOptions}
      // Yes/no fits 140 px; a filter's own choices are as wide as the longest ("Advertisements" in the trash).
      {...(filter.options ? { miw: 140 } : { w: 140 })}
    />
  );
  const inBar = isPhone ? [] : filters.filter((filter) => !filter.more);
  const behindMore = isPhone ? filters : filters.filter((filter) => filter.more);
  const mainFilters = isPhone ? null : props.controls?.main;
  const moreFilters = isPhone ? (
    <>
      {props.controls?.main}
      {props.controls?.more}
    </>
  ) : (
    props.controls?.more
  );
  const hasMore =
    behindMore.length > 0 || Boolean(props.controls?.more) || (isPhone && Boolean(props.controls?.main));
  const moreCount = behindMore.filter((filter) => filter.value).length + (props.controls?.moreCount ?? 0);
  const chips = [
    ...filters.flatMap((filter) =>
      choiceChip(filter.name, filter.label, filter.value, filter.options ?? flagOptions, () =>
        onFilter?.(filter.name, ''),
      ),
    ),
    ...(props.controls?.chips ?? []),
  ];
  const clearAll =
    props.controls?.clearAll ??
    (onFilter ? () => filters.forEach((filter) => onFilter(filter.name, '')) : undefined);

  const search = (
    <SearchBox
      search={props.search}
      onSearch={props.onSearch}
      placeholder={props.searchPlaceholder}
      besideFilters={!isPhone}
    />
  );
  return (
    <Stack gap="xs" mb="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        {isPhone ? search : null}
        <Group align="flex-end" gap="sm" style={{ flex: 1 }}>
          {isPhone ? null : search}
          {inBar.map(select)}
          {mainFilters}
          {hasMore ? (
            <MoreFiltersToggle
              opened={panel === 'more'}
              onToggle={() => toggle('more')}
              panelId={morePanelId}
              count={moreCount}
              onWanted={props.onMoreWanted ?? props.controls?.onMoreWanted}
            />
          ) : null}
        </Group>
        <Group gap="sm">
          {props.columnChoice && !isPhone ? (
            <ActionIcon
              variant={panel === 'columns' ? 'light' : 'default'}
              size="input-sm"
              aria-label={t('dataTable.columns')}
              title={t('dataTable.columns')}
              aria-expanded={panel === 'columns'}
              aria-controls={panel === 'columns' ? columnsPanelId : undefined}
              onClick={() => toggle('columns')}
              onPointerEnter={() => void loadColumnChooser()}
              onFocus={() => void loadColumnChooser()}
            >
              <IconColumns size={18} aria-hidden="true" />
            </ActionIcon>
          ) : null}
          {props.children}
        </Group>
      </Group>
      {panel === 'more' ? (
        <Paper id={morePanelId} withBorder p="sm" component="section" aria-label={t('dataTable.moreFilters')}>
          <Group align="flex-end" gap="sm">
            {behindMore.map(select)}
            {moreFilters}
          </Group>
        </Paper>
      ) : null}
      {panel === 'columns' && props.columnChoice ? (
        <Suspense fallback={null}>
          <ColumnChooser id={columnsPanelId} choice={props.columnChoice} />
        </Suspense>
      ) : null}
      <FilterChips chips={chips} onClearAll={clearAll} />
    </Stack>
  );
}
