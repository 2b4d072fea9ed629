import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FilterChip {
  key: string;
  /** The filter and its value as a person reads them: "Status: Published". */
  label: string;
  onRemove: () => void;
}

/** The active filters as chips, each removed by its own button, and one button that clears them all. */
export function FilterChips({ chips, onClearAll }: { chips: FilterChip[]; onClearAll?: () => void }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={t('dataTable.activeFilters')}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden="true" />}
          aria-label={t('dataTable.removeFilter', { filter: chip.label })}
          onClick={chip.onRemove}
          maw="22rem"
        >
          {chip.label}
        </Button>
      ))}
      {onClearAll && chips.length > 1 ? (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconFilterOff size={14} aria-hidden="true" />}
          onClick={onClearAll}
        >
          {t('dataTable.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}

/** A chip for a filter set to one of its choices, or none when it is not set. */
export function choiceChip(
  name: string,
  label: string,
  value: string,
  options: readonly { value: string; label: string }[],
  onRemove: () => void,
): FilterChip[] {
  if (!value) return [];
  const shown = value
    .split(',')
    .map((one) => options.find((option) => option.value === one)?.label ?? one)
    .join(', ');
  return [{ key: name, label: `${label}: ${shown}`, onRemove }];
}
