import { useEffect, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '@/lib/i18n';

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

/**
 * Time left for the first personal reply, or how late it is (red); "Answered" once replied to, nothing once
 * closed without a reply. Late is past `dueAt` by this clock, as the API's `overdue` is by its own.
 */
export function ResponseCountdown({ dueAt, answered }: { dueAt: string | null; answered: boolean }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  // Closed without a personal reply: no countdown, and nothing to claim either.
  if (!dueAt)
    return (
      <Text size="sm" c="dimmed">
        {answered ? t('leads.answered') : '—'}
      </Text>
    );
  const due = new Date(dueAt).getTime();
  const hours = Math.round((due - now) / HOUR);
  const text = new Intl.RelativeTimeFormat(intlLocale(currentLanguage()), { numeric: 'auto' }).format(
    Math.abs(hours) >= 48 ? Math.round(hours / 24) : hours,
    Math.abs(hours) >= 48 ? 'day' : 'hour',
  );
  return due < now ? (
    <Badge color="red" variant="filled" style={{ whiteSpace: 'nowrap' }}>
      {t('leads.overdue', { when: text })}
    </Badge>
  ) : (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('leads.dueIn', { when: text })}
    </Text>
  );
}
