import { TextInput } from '@mantine/core';

interface DateRangeFilterProps {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** The last day either end may take (yyyy-mm-dd), e.g. today for days that must have passed. */
  max?: string;
  /** `from` or `to` with its new day (yyyy-mm-dd), or '' when cleared. */
  onChange: (name: 'from' | 'to', value: string) => void;
}

/**
 * A list's date range as two native date fields: labelled, keyboard-friendly in every browser, and each bound
 * by the other so the range cannot be turned inside out.
 */
export function DateRangeFilter({ from, to, fromLabel, toLabel, max, onChange }: DateRangeFilterProps) {
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={from}
        max={to || max}
        onChange={(event) => onChange('from', event.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={to}
        min={from || undefined}
        max={max}
        onChange={(event) => onChange('to', event.currentTarget.value)}
        w={160}
      />
    </>
  );
}
