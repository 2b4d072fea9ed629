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
function formatDate(date: Date, dateStyle: 'short' | 'full') {
  const language = currentLanguage();
  const key = `${language} ${dateStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Short: two digits of the year in every language (French, Russian, Turkish and Arabic write four in their
    // `dateStyle: 'short'`), which keeps a list's date column to what English needs.
    formatter = new Intl.DateTimeFormat(
      intlLocale(language),
      dateStyle === 'short' ? shortOf(language) : { dateStyle, timeStyle: 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A timestamp in the reader's language, as a machine-readable <time>: short in a list's narrow column, with the
 * long form in its title for the pointer. A plain element (in the cell's small text): one per row.
 */
export function DateCell({ value }: { value: string }) {
  const date = new Date(value);
  return (
    <time
      dateTime={value}
      title={formatDate(date, 'full')}
      style={{ whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-sm)' }}
    >
      {formatDate(date, 'short')}
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
