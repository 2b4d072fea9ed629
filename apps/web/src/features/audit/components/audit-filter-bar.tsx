import { useState } from 'react';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, NAMESPACES } from '@coachyard/contract';
import { DateRangeFilter } from '@/components/data-table';
import type { AuditFilters } from '../hooks/use-audit-filters';
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

/** The trail's filters beside its search: namespace, action, record id, and a date range. */
export function AuditFilterBar({ audit }: { audit: AuditFilters }) {
  const { t } = useTranslation();
  const { actionLabel, namespaceLabel } = useEventLabels();
  const { filters, setFilter, setFilters, setSearch } = audit;
  const any = { value: '', label: t('audit.any') };
  return (
    <>
      <NativeSelect
        label={t('audit.filters.namespace')}
        value={filters.namespace}
        onChange={(event) => setFilter('namespace', event.currentTarget.value)}
        data={[any, ...FILTERABLE_NAMESPACES.map((value) => ({ value, label: namespaceLabel(value) }))]}
        w={180}
      />
      <NativeSelect
        label={t('audit.filters.action')}
        value={filters.action}
        onChange={(event) => setFilter('action', event.currentTarget.value)}
        data={[any, ...AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))]}
        w={180}
      />
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
      {audit.active ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => {
            setFilters({ namespace: '', action: '', record: '', actor: '', from: '', to: '' });
            setSearch('');
          }}
        >
          {t('audit.clearFilters')}
        </Button>
      ) : null}
    </>
  );
}
