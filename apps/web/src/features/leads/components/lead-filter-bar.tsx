import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from '@coachyard/contract';
import { DateRangeFilter } from '@/components/data-table';
import { LEAD_VIEWS, type LeadList } from '../hooks/use-lead-list';
import { useLeadLabels } from './lead-labels';

/** View (inbox, unread, overdue, archived, spam), status, assignee (me / nobody), tag and a date range. */
export function LeadFilterBar({ leadList }: { leadList: LeadList }) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const { list, kind } = leadList;
  const { filters, setFilter, setFilters } = list;
  const any = { value: '', label: t('leads.any') };
  const active = Object.values(filters).some(Boolean);
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <NativeSelect
        label={t('leads.filters.view')}
        value={filters.view || 'inbox'}
        onChange={(event) =>
          setFilter('view', event.currentTarget.value === 'inbox' ? '' : event.currentTarget.value)
        }
        data={Object.keys(LEAD_VIEWS).map((value) => ({ value, label: t(`leads.views.${value}`) }))}
        w={160}
      />
      <NativeSelect
        label={t('leads.filters.status')}
        value={filters.status}
        onChange={(event) => setFilter('status', event.currentTarget.value)}
        data={[any, ...LEAD_STATUSES[kind].map((value) => ({ value, label: labels.status(value) }))]}
        w={170}
      />
      <NativeSelect
        label={t('leads.filters.assignee')}
        value={filters.assignee}
        onChange={(event) => setFilter('assignee', event.currentTarget.value)}
        data={[any, { value: 'me', label: t('leads.me') }, { value: 'none', label: t('leads.nobody') }]}
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
      {active ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() =>
            setFilters({
              view: '',
              status: '',
              assignee: '',
              from: '',
              to: '',
              advertisement: '',
              dealer: '',
              tag: '',
            })
          }
        >
          {t('leads.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
