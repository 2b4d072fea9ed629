import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from '@coachyard/contract';
import { choiceChip, DateRangeFilter, type ListFilterControls } from '@/components/data-table';
import { LEAD_VIEWS, type LeadList } from '../hooks/use-lead-list';
import { useLeadLabels } from './lead-labels';

/**
 * The inbox's filters for the list's bar (issue 17): view and status in it; assignee, tag and a date range behind
 * "More filters"; the set ones as chips.
 */
export function useLeadFilterControls(leadList: LeadList): ListFilterControls {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const { list, kind } = leadList;
  const { filters, setFilter, setFilters } = list;
  const any = { value: '', label: t('leads.any') };
  const views = Object.keys(LEAD_VIEWS).map((value) => ({ value, label: t(`leads.views.${value}`) }));
  const statuses = LEAD_STATUSES[kind].map((value) => ({ value, label: labels.status(value) }));
  const assignees = [
    { value: 'me', label: t('leads.me') },
    { value: 'none', label: t('leads.nobody') },
  ];
  const clear = (name: keyof typeof filters) => () => setFilter(name, '');
  const text = (name: 'tag' | 'from' | 'to') =>
    filters[name]
      ? [{ key: name, label: `${t(`leads.filters.${name}`)}: ${filters[name]}`, onRemove: clear(name) }]
      : [];
  return {
    main: (
      <>
        <NativeSelect
          label={t('leads.filters.view')}
          value={filters.view || 'inbox'}
          onChange={(event) =>
            setFilter('view', event.currentTarget.value === 'inbox' ? '' : event.currentTarget.value)
          }
          data={views}
          w={160}
        />
        <NativeSelect
          label={t('leads.filters.status')}
          value={filters.status}
          onChange={(event) => setFilter('status', event.currentTarget.value)}
          data={[any, ...statuses]}
          w={170}
        />
      </>
    ),
    more: (
      <>
        <NativeSelect
          label={t('leads.filters.assignee')}
          value={filters.assignee}
          onChange={(event) => setFilter('assignee', event.currentTarget.value)}
          data={[any, ...assignees]}
          w={150}
        />
        <TextInput
          key={filters.tag}
          label={t('leads.filters.tag')}
          defaultValue={filters.tag}
          placeholder={t('leads.filters.tagPlaceholder')}
          onBlur={(event) => setFilter('tag', event.currentTarget.value.trim().toLocaleLowerCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('tag', event.currentTarget.value.trim().toLocaleLowerCase());
          }}
          w={150}
        />
        <DateRangeFilter
          fromLabel={t('leads.filters.from')}
          toLabel={t('leads.filters.to')}
          from={filters.from}
          to={filters.to}
          onChange={setFilter}
        />
      </>
    ),
    moreCount: [filters.assignee, filters.tag, filters.from, filters.to].filter(Boolean).length,
    chips: [
      ...choiceChip('view', t('leads.filters.view'), filters.view, views, clear('view')),
      ...choiceChip('status', t('leads.filters.status'), filters.status, statuses, clear('status')),
      ...choiceChip('assignee', t('leads.filters.assignee'), filters.assignee, assignees, clear('assignee')),
      ...text('tag'),
      ...text('from'),
      ...text('to'),
    ],
    clearAll: () =>
      setFilters({
        view: '',
        status: '',
        assignee: '',
        from: '',
        to: '',
        advertisement: '',
        dealer: '',
        tag: '',
      }),
  };
}
