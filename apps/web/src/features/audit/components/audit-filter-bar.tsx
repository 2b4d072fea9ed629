import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, NAMESPACES } from '@coachyard/contract';
import { choiceChip, DateRangeFilter, type FilterChip } from '@/components/data-table';
import type { AuditFilterName, AuditFilters } from '../hooks/use-audit-filters';
import { useEventLabels } from './event-labels';

/** Sign-ins and sign-outs are recorded under `auth`, which no screen has. */
const FILTERABLE_NAMESPACES = [...NAMESPACES, 'auth'];

/** A text filter is applied when the field is left or Enter is pressed, not on every letter. */
function CommittedTextInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      dir="ltr"
      w={220}
    />
  );
}

/**
 * The trail's filters for the list's bar: area and action in it, record and date range behind "More filters",
 * the set ones (the actor too, reached from a link) as chips.
 */
export function useAuditFilterControls(audit: AuditFilters) {
  const { t } = useTranslation();
  const { actionLabel, namespaceLabel } = useEventLabels();
  const { filters, setFilter, setFilters } = audit;
  const any = { value: '', label: t('audit.any') };
  const namespaces = FILTERABLE_NAMESPACES.map((value) => ({ value, label: namespaceLabel(value) }));
  const actions = AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }));
  const clear = (name: AuditFilterName) => () => setFilter(name, '');
  const text = (name: AuditFilterName, label: string) =>
    filters[name] ? [{ key: name, label: `${label}: ${filters[name]}`, onRemove: clear(name) }] : [];
  const main = (
    <>
      <NativeSelect
        label={t('audit.filters.namespace')}
        value={filters.namespace}
        onChange={(event) => setFilter('namespace', event.currentTarget.value)}
        data={[any, ...namespaces]}
        w={170}
      />
      <NativeSelect
        label={t('audit.filters.action')}
        value={filters.action}
        onChange={(event) => setFilter('action', event.currentTarget.value)}
        data={[any, ...actions]}
        w={170}
      />
    </>
  );
  const more = (
    <>
      <CommittedTextInput
        label={t('audit.filters.record')}
        value={filters.record}
        onCommit={(value) => setFilter('record', value)}
      />
      <DateRangeFilter
        from={filters.from}
        to={filters.to}
        fromLabel={t('audit.filters.from')}
        toLabel={t('audit.filters.to')}
        onChange={setFilter}
      />
    </>
  );
  const chips: FilterChip[] = [
    ...choiceChip(
      'namespace',
      t('audit.filters.namespace'),
      filters.namespace,
      namespaces,
      clear('namespace'),
    ),
    ...choiceChip('action', t('audit.filters.action'), filters.action, actions, clear('action')),
    ...text('record', t('audit.filters.record')),
    ...text('actor', t('audit.columns.actor')),
    ...text('from', t('audit.filters.from')),
    ...text('to', t('audit.filters.to')),
  ];
  return {
    main,
    more,
    moreCount: [filters.record, filters.from, filters.to].filter(Boolean).length,
    chips,
    clearAll: () => setFilters({ namespace: '', action: '', record: '', actor: '', from: '', to: '' }),
  };
}
