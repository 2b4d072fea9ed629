import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LEAD_STATUSES,
  LEAD_STATUSES_NEEDING_REASON,
  type LeadBulkAction,
  type LeadKind,
  type Namespace,
} from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { useSession } from '@/lib/auth';
import { useBulkLeads } from '../api/bulk-leads';
import { useLeadAssignees } from '../api/get-lead-assignees';
import { LEADS_DOMAIN } from '../result-domain';
import { useLeadLabels } from './lead-labels';

interface LeadBulkActionsProps {
  namespace: Namespace;
  kind: LeadKind;
  selected: ReadonlySet<string>;
  onDone: () => void;
}

/**
 * Assign, move, tag, archive or mark as spam the selected leads; the dialog says how many were done and why
 * others were not (each lead is checked on its own: a move its status does not allow, someone who may not hold it).
 */
export function LeadBulkActions({ namespace, kind, selected, onDone }: LeadBulkActionsProps) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const me = useSession().user?.id;
  const bulk = useBulkLeads(namespace);
  const people = useLeadAssignees(namespace, null, selected.size > 0);
  const { succeed, fail } = useActionResult(LEADS_DOMAIN);
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState('');
  const [tag, setTag] = useState('');
  if (selected.size === 0) return null;
  const run = (action: Omit<LeadBulkAction, 'ids'>) =>
    bulk.mutate(
      { ids: [...selected], ...action },
      {
        onSuccess: (result) => {
          const text = t('leads.bulk.result', {
            updated: result.updated.length,
            skipped: result.skipped.length,
          });
          if (result.skipped.length === 0) succeed(text);
          else fail(`${text} ${result.skipped[0]!.message}`);
          onDone();
        },
        onError: (error) => fail(error.message),
      },
    );
  // Won and lost need a reason each lead would have to be given: they are moved one by one in the drawer.
  const statuses = LEAD_STATUSES[kind].filter(
    (value) => value !== 'new' && !LEAD_STATUSES_NEEDING_REASON.includes(value),
  );
  const button = (label: string, action: Omit<LeadBulkAction, 'ids'>, disabled = false) => (
    <Button
      size="xs"
      variant="default"
      loading={bulk.isPending}
      disabled={disabled}
      onClick={() => run(action)}
    >
      {label}
    </Button>
  );
  const choice = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    data: { value: string; label: string }[],
  ) => (
    <NativeSelect
      size="xs"
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={data}
      w={170}
    />
  );
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      bg="var(--mantine-color-blue-light)"
      component="section"
      aria-label={t('leads.bulk.label')}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={500} role="status">
          {t('leads.bulk.selected', { count: selected.size })}
        </Text>
        {me ? button(t('leads.assignToMe'), { action: 'assign', assignee_id: me }) : null}
        {choice(t('leads.assignTo'), assignee, setAssignee, [
          { value: '', label: t('leads.choosePerson') },
          ...(people.data ?? []).map((person) => ({ value: person.id, label: person.name })),
        ])}
        {button(t('leads.assign'), { action: 'assign', assignee_id: assignee }, !assignee)}
        {choice(t('leads.moveTo'), status, setStatus, [
          { value: '', label: t('leads.chooseStatus') },
          ...statuses.map((value) => ({ value, label: labels.status(value) })),
        ])}
        {button(
          t('leads.applyStatus'),
          { action: 'status', status: status as LeadBulkAction['status'] },
          !status,
        )}
        <Group gap={4} align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            label={t('leads.bulk.tag')}
            value={tag}
            onChange={(event) => setTag(event.currentTarget.value)}
            w={130}
          />
          {button(t('leads.bulk.addTag'), { action: 'tag', tag: tag.trim() }, !tag.trim())}
          {button(t('leads.bulk.removeTag'), { action: 'untag', tag: tag.trim() }, !tag.trim())}
        </Group>
        {button(t('leads.archive'), { action: 'archive' })}
        {button(t('leads.markSpam'), { action: 'spam' })}
      </Group>
    </Paper>
  );
}
