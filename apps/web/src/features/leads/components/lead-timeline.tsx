import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadEvent } from '@coachyard/contract';
import { DateCell } from '@/components/data-table';
import { useLeadLabels } from './lead-labels';

/** What an event adds to its title: the move, the note, the e-mail and how its delivery went. */
function EventDetail({ event }: { event: LeadEvent }) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const data = event.data as Record<string, string | number | null | undefined>;
  switch (event.type) {
    case 'status':
      return (
        <Text size="sm">
          {labels.status(String(data.from))} → {labels.status(String(data.to))}
          {data.reason ? ` (${labels.reason(String(data.reason))})` : ''}
        </Text>
      );
    case 'note':
    case 'reply':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {String(data.text ?? data.body ?? '')}
        </Text>
      );
    case 'mail_queued':
    case 'mail_sent':
    case 'mail_failed':
      return (
        <Text size="sm" dir="auto">
          {t('leads.mailTo', { to: data.to, subject: data.subject })}
          {data.error ? ` — ${data.error}` : ''}
        </Text>
      );
    case 'tagged': {
      const list = (value: unknown) => (Array.isArray(value) ? value.map((tag) => `#${tag}`).join(' ') : '');
      return (
        <Text size="sm" dir="auto">
          {[
            list(event.data.added) && `+ ${list(event.data.added)}`,
            list(event.data.removed) && `− ${list(event.data.removed)}`,
          ]
            .filter(Boolean)
            .join('  ')}
        </Text>
      );
    }
    default:
      return null;
  }
}

/** The lead's history, oldest first: received, assigned, read, moves, notes, e-mails. */
export function LeadTimeline({ events }: { events: readonly LeadEvent[] }) {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  return (
    <Stack gap="xs" component="ol" aria-label={t('leads.timeline')} p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Paper component="li" key={event.id} withBorder p="xs" radius="sm">
          <Text size="sm" fw={600}>
            {labels.event(event.type)}
            {event.actor ? ` · ${event.actor.name}` : ''}
          </Text>
          <DateCell value={event.created_at} />
          <EventDetail event={event} />
        </Paper>
      ))}
    </Stack>
  );
}
