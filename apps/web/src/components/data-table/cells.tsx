import { ActionIcon, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '@/lib/i18n';
import classes from './cells.module.css';

export { classes as cellClasses };

/** Cells that every list shows the same way. */

/** A 0/1 flag as Yes or No, the No dimmed. */
export function YesNo({ value }: { value: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={value ? undefined : 'dimmed'}>
      {value ? t('dataTable.yes') : t('dataTable.no')}
    </Text>
  );
}

/** One formatter per language and style: making one costs more than formatting a page of dates with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Two digits of the year in every language; the hour as the language writes it on a 12- or 24-hour clock. */
const shortOf = (language: string): Intl.DateTimeFormatOptions => ({
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric' }).resolvedOptions().hour12
    ? 'numeric'
    : '2-digit',
  minute: '2-digit',
});
/** The styles a list writes: a timestamp short or in full, or its date or its time of day alone. */
type DateStyle = 'short' | 'full' | 'date' | 'time';
function optionsOf(language: string, dateStyle: DateStyle): Intl.DateTimeFormatOptions {
  const { year, month, day, hour, minute } = shortOf(language);
  if (dateStyle === 'date') return { year, month, day };
  if (dateStyle === 'time') return { hour, minute };
  // Short: two digits of the year in every language (French, Russian, Turkish and Arabic write four in their
  // `dateStyle: 'short'`), which keeps a list's date column to what English needs.
  return dateStyle === 'short' ? shortOf(language) : { dateStyle, timeStyle: 'short' };
}
function formatDate(date: Date, dateStyle: DateStyle) {
  const language = currentLanguage();
  const key = `${language} ${dateStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), optionsOf(language, dateStyle));
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A timestamp in the reader's language, as a machine-readable <time>: short in a list's narrow column, with the
 * long form in its title for the pointer. A plain element (in the cell's small text): one per row.
 */
export function DateCell({ value, compact = false }: { value: string; compact?: boolean }) {
  const date = new Date(value);
  // Compact, as a mail client: today's time of day, another day's date; half the room of both (issue 30).
  const style = compact ? (new Date().toDateString() === date.toDateString() ? 'time' : 'date') : 'short';
  return (
    <time
      dateTime={value}
      title={formatDate(date, 'full')}
      style={{ whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-sm)' }}
    >
      {formatDate(date, style)}
    </time>
  );
}

/** The pencil that opens a row's form; `label` names the row ("Edit Setra"), as a screen reader reads it. */
export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
      <IconPencil size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
