import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '@/components/cell-label';
import { cellClasses } from '@/components/data-table';
import { currentLanguage, intlLocale } from '@/lib/i18n';

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
    formatter = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
    formatters.set(language, formatter);
  }
  return formatter;
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
      <span className={`${cellClasses.text} ${cellClasses.dimmed}`}>
        {answered ? t('leads.answered') : '—'}
      </span>
    );
  const due = new Date(dueAt).getTime();
  const hours = Math.round((due - now) / HOUR);
  const text = relativeFormat(currentLanguage()).format(
    Math.abs(hours) >= 48 ? Math.round(hours / 24) : hours,
    Math.abs(hours) >= 48 ? 'day' : 'hour',
  );
  return due < now ? (
    <CellLabel color="red" filled>
      {t('leads.overdue', { when: text })}
    </CellLabel>
  ) : (
    <span className={`${cellClasses.text} ${cellClasses.nowrap}`}>{t('leads.dueIn', { when: text })}</span>
  );
}
