import '@mantine/core/styles/Switch.css';
import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveToggle } from './use-active-toggle';

interface Row {
  id: string;
  /** The row's name in the reader's language, which names its controls. */
  text: string;
  is_active: 0 | 1;
  version: number;
}

/** The in-place Active switch of a row, named after the row. */
export function ActiveSwitch({
  row,
  toggle,
  disabled,
}: {
  row: Row;
  toggle: ActiveToggle;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={toggle.isActive(row)}
      onChange={() => void toggle.toggle(row)}
      disabled={disabled || toggle.pendingId === row.id}
      aria-label={t('lookupTables.activeOf', { name: row.text })}
    />
  );
}

/** The name, and after it the text in the reader's language when it says something else: one line. */
export function NameCell({ name, text }: { name: string; text: string }) {
  return (
    <Text size="sm" fw={500}>
      {name}
      {text && text !== name ? (
        <Text span size="xs" fw={400} c="dimmed">
          {` · ${text}`}
        </Text>
      ) : null}
    </Text>
  );
}

/** The name cell's words as one text: the title of a clipped cell. */
export const nameCellText = ({ name, text }: { name: string; text: string }) =>
  text && text !== name ? `${name} · ${text}` : name;
