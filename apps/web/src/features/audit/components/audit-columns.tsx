import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { DateCell, type DataColumn } from '@/components/data-table';
import { ACTION_COLORS } from './event-card';
import { useEventLabels } from './event-labels';

const monospace = (text: string | null) =>
  text ? (
    <Text size="xs" ff="monospace" dir="ltr">
      {text}
    </Text>
  ) : null;

/**
 * The trail as a table (issue 17): one line an event — when, what, where, who, which record, from where — so a
 * screen holds a dozen of them; its before/after diff opens from the row.
 */
export function useAuditColumns(onOpen: (event: AuditEvent) => void): DataColumn<AuditEvent>[] {
  const { t } = useTranslation();
  const { actionLabel, namespaceLabel, actorLabel } = useEventLabels();
  const roleOf = (event: AuditEvent) =>
    event.actor_role ? t(`shell.roles.${event.actor_role}`, { defaultValue: event.actor_role }) : '';
  return [
    {
      key: 'time',
      header: t('audit.columns.time'),
      shrink: true,
      card: 'detail',
      cell: (event) => <DateCell value={event.occurred_at} />,
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      shrink: true,
      card: 'status',
      cell: (event) => (
        <Badge color={ACTION_COLORS[event.action] ?? 'gray'} variant="light">
          {actionLabel(event.action)}
        </Badge>
      ),
    },
    {
      key: 'namespace',
      header: t('audit.columns.namespace'),
      card: 'title',
      truncate: 10,
      text: (event) => namespaceLabel(event.namespace),
      cell: (event) => (
        <Text size="sm" fw={500}>
          {namespaceLabel(event.namespace)}
        </Text>
      ),
    },
    {
      key: 'actor',
      header: t('audit.columns.actor'),
      card: 'detail',
      truncate: 14,
      text: (event) => [actorLabel(event), roleOf(event), event.actor?.email].filter(Boolean).join(' · '),
      cell: (event) => (
        <Text size="sm">
          {actorLabel(event)}
          {event.actor_role ? <Text span size="xs" c="dimmed">{` · ${roleOf(event)}`}</Text> : null}
        </Text>
      ),
    },
    {
      key: 'record',
      header: t('audit.record'),
      truncate: 16,
      text: (event) => event.record_label ?? event.record_id ?? '',
      cell: (event) =>
        event.record_label ? (
          // A record's name may be in another script than the screen's: it keeps its own direction.
          <Text size="sm" title={event.record_id ?? undefined}>
            <bdi>{event.record_label}</bdi>
          </Text>
        ) : (
          monospace(event.record_id)
        ),
    },
    { key: 'ip', header: 'IP', shrink: true, cell: (event) => monospace(event.ip) },
    {
      key: 'request',
      header: t('audit.requestId'),
      truncate: 8,
      text: (event) => event.request_id ?? '',
      cell: (event) => monospace(event.request_id),
    },
    {
      key: 'actions',
      header: t('dataTable.actions'),
      shrink: true,
      card: 'actions',
      cell: (event) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onOpen(event)}
          aria-label={t('audit.showEvent', {
            event: `${actionLabel(event.action)} · ${namespaceLabel(event.namespace)} · ${actorLabel(event)}`,
          })}
        >
          {t('audit.changesCount', { count: event.changes.length })}
        </Button>
      ),
    },
  ];
}
