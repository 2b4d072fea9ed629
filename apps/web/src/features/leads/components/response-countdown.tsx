import { useEffect, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadListItem } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The time now, moved on every minute: a countdown on screen keeps counting. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Time left for the first personal reply, or how late it is (red); nothing once answered or closed. */
export function ResponseCountdown({
  lead,
}: {
  lead: Pick<LeadListItem, 'due_at' | 'overdue' | 'first_response_at'>;
}) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  // Closed without a personal reply: no countdown, and nothing to claim either.
  if (!lead.due_at)
    return (
      <Text size="sm" c="dimmed">
        {lead.first_response_at ? t('leads.answered') : '—'}
      </Text>
    );
  const hours = Math.round((new Date(lead.due_at).getTime() - now) / HOUR);
  const text = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' }).format(
    Math.abs(hours) >= 48 ? Math.round(hours / 24) : hours,
    Math.abs(hours) >= 48 ? 'day' : 'hour',
  );
  return lead.overdue ? (
    <Badge color="red" variant="filled" style={{ whiteSpace: 'nowrap' }}>
      {t('leads.overdue', { when: text })}
    </Badge>
  ) : (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('leads.dueIn', { when: text })}
    </Text>
  );
}
