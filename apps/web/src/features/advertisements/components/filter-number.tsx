import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { formatNumberText, parseNumberText, retypeNumberText } from './number-text';

interface FilterNumberProps {
  label: string;
  /** The URL's value ('' when unset). */
  value: string;
  onChange: (value: string) => void;
  /** The URL holds minor units while the user types major ones (prices): 100. */
  scale?: number;
  decimals?: number;
}

const TYPING_DELAY_MS = 400;
const STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };

/**
 * A number filter that writes to the URL once the user pauses, not on every digit. A text field with a numeric
 * keyboard rather than Mantine's NumberInput: a filter needs no more, and NumberInput would bring its 58 kB of
 * code (react-number-format) to the list page.
 */
export function FilterNumber({ label, value, onChange, scale = 1, decimals = 0 }: FilterNumberProps) {
  // Prices are grouped by thousands (185 000), years are not.
  const format = { decimals, separator: scale === 1 ? '' : ' ' };
  const shown = formatNumberText(value === '' ? null : Number(value) / scale, format);
  const [text, setText] = useState(shown);
  // The URL changed under us (Back, a link, Clear): show its value, adjusting state while rendering.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(shown);
  }
  const commit = useDebouncedCallback((next: string) => {
    const number = parseNumberText(next);
    onChange(number === null ? '' : String(Math.round(number * scale)));
  }, TYPING_DELAY_MS);
  const show = (next: string) => {
    setText(next);
    commit(next);
  };

  return (
    <TextInput
      label={label}
      value={text}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      w={140}
      autoComplete="off"
      onChange={(event) => {
        const input = event.currentTarget;
        const next = retypeNumberText(input.value, input.selectionStart ?? input.value.length, format);
        // Written to the field before React renders it, so the caret stays after the digit just typed.
        input.value = next.text;
        input.setSelectionRange(next.caret, next.caret);
        show(next.text);
      }}
      onKeyDown={(event) => {
        // Arrow keys step the number by one, as a number field's do.
        const step = STEPS[event.key];
        if (!step) return;
        event.preventDefault();
        show(formatNumberText(Math.max(0, (parseNumberText(text) ?? 0) + step), format));
      }}
    />
  );
}
