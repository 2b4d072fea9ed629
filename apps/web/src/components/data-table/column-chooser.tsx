import { Checkbox, Group, Paper, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice } from './use-column-choice';

/** The list's columns as checkboxes: what is ticked shows; the choice is the user's, on every browser. */
export function ColumnChooser({ id, choice }: { id: string; choice: ColumnChoice }) {
  const { t } = useTranslation();
  const shownCount = choice.columns.filter((column) => column.shown).length;
  return (
    <Paper id={id} withBorder p="sm" component="fieldset" m={0}>
      <VisuallyHidden component="legend">{t('dataTable.shownColumns')}</VisuallyHidden>
      <Group gap="md">
        {choice.columns.map((column) => (
          <Checkbox
            key={column.key}
            label={column.header}
            checked={column.shown}
            // The last shown column stays: a list of no columns would show nothing to choose from.
            disabled={column.shown && shownCount === 1}
            onChange={(event) => choice.onToggle(column.key, event.currentTarget.checked)}
          />
        ))}
      </Group>
    </Paper>
  );
}
