import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadListItem } from '@coachyard/contract';
import { CellLabel } from '@/components/cell-label';
import { cellClasses } from '@/components/data-table';
import { currentLanguage } from '@/lib/i18n';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * The time now, moved on every minute, one clock for every countdown on screen (a page of 25 rows had 25
 * timers, each set up in the list's first render).
 */
const minuteClock = {
  now: Date.now(),
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
  subscribe(listener: () => void) {
    minuteClock.listeners.add(listener);
    minuteClock.timer ??= setInterval(() => {
      minuteClock.now = Date.now();
      for (const notify of minuteClock.listeners) notify();
    }, MINUTE);
    return () => {
      minuteClock.listeners.delete(listener);
      if (minuteClock.listeners.size) return;
      clearInterval(minuteClock.timer);
      minuteClock.timer = undefined;
    };
  },
  // A countdown shown after a pause starts from the time it is shown, not from when the clock last moved.
  read: () => (minuteClock.timer ? minuteClock.now : (minuteClock.now = Date.now())),
};

const useMinuteClock = () => useSyncExternalStore(minuteClock.subscribe, minuteClock.read);

/** One formatter per language: making one costs more than formatting a page of countdowns with it. */
const formatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(language: string) {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formatters.set(language, formatter);
  }
  return formatter;
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
      <span className={`${cellClasses.text} ${cellClasses.dimmed}`}>
        {lead.first_response_at ? t('leads.answered') : '—'}
      </span>
    );
  const hours = Math.round((new Date(lead.due_at).getTime() - now) / HOUR);
  const text = relativeFormat(currentLanguage()).format(
    Math.abs(hours) >= 48 ? Math.round(hours / 24) : hours,
    Math.abs(hours) >= 48 ? 'day' : 'hour',
  );
  return lead.overdue ? (
    <CellLabel color="red" filled>
      {t('leads.overdue', { when: text })}
    </CellLabel>
  ) : (
    <span className={`${cellClasses.text} ${cellClasses.nowrap}`}>{t('leads.dueIn', { when: text })}</span>
  );
}
