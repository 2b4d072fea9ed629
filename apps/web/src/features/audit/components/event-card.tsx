import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { DateCell } from '@/components/data-table';
import type { IdNames } from './change-value';
import { EventChanges } from './event-changes';
import { useEventLabels } from './event-labels';

export const ACTION_COLORS: Record<string, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  restore: 'grape',
  status_change: 'indigo',
  access_denied: 'orange',
  login_failed: 'orange',
  login_throttled: 'orange',
};

interface EventCardProps {
  event: AuditEvent;
  /** Names of the ids its changes hold. */
  names: IdNames;
  /** Shown in the trail, where events of many records mix; a record's own history leaves it out. */
  withRecord?: boolean;
  /** Actions for this event (a history's restore button). */
  actions?: ReactNode;
}

/** One event: when, who (and as which role), what, where, and the fields it changed before and after. */
export function EventCard({ event, names, withRecord = false, actions }: EventCardProps) {
  const { t } = useTranslation();
  const { actionLabel, namespaceLabel, actorLabel } = useEventLabels();
  const title = `${actionLabel(event.action)} · ${namespaceLabel(event.namespace)}`;
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${title} · ${actorLabel(event)}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge color={ACTION_COLORS[event.action] ?? 'gray'} variant="light">
              {actionLabel(event.action)}
            </Badge>
            <Text size="sm" fw={600}>
              {namespaceLabel(event.namespace)}
            </Text>
            <DateCell value={event.occurred_at} />
          </Group>
          {actions}
        </Group>
        <Text size="sm">
          {actorLabel(event)}
          {event.actor_role ? (
            <Text span c="dimmed" size="sm">
              {` · ${t(`shell.roles.${event.actor_role}`, { defaultValue: event.actor_role })}`}
            </Text>
          ) : null}
          {event.actor ? (
            <Text span c="dimmed" size="sm" dir="ltr">
              {` · ${event.actor.email}`}
            </Text>
          ) : null}
        </Text>
        {withRecord ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {event.record_id ? `${t('audit.record')}: ` : null}
            {event.record_label ? <bdi>{event.record_label}</bdi> : null}
            {event.record_id ? (
              <span dir="ltr">{event.record_label ? ` (${event.record_id})` : event.record_id}</span>
            ) : null}
            {event.request_id ? ` · ${t('audit.requestId')}: ` : null}
            {event.request_id ? <span dir="ltr">{event.request_id}</span> : null}
            {event.ip ? ` · IP: ` : null}
            {event.ip ? <span dir="ltr">{event.ip}</span> : null}
          </Text>
        ) : null}
        <EventChanges
          changes={event.changes}
          names={names}
          caption={t('audit.changesOf', { event: title })}
        />
      </Stack>
    </Paper>
  );
}
