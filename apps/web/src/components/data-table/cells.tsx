import { ActionIcon, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

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

/**
 * A timestamp in the reader's language, as a machine-readable <time>: short in a list's narrow column, with the
 * long form in its title for the pointer.
 */
export function DateCell({ value }: { value: string }) {
  const date = new Date(value);
  const format = (dateStyle: 'short' | 'full') =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle, timeStyle: 'short' }).format(date);
  return (
    <Text size="sm" component="time" dateTime={value} title={format('full')} style={{ whiteSpace: 'nowrap' }}>
      {format('short')}
    </Text>
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
