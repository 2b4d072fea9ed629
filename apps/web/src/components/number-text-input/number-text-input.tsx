import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatNumberText, parseNumberText, retypeNumberText } from './number-text';

type NumberValue = number | '';

interface NumberTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** The number, or '' for none. */
  value: NumberValue;
  onValueChange: (value: NumberValue) => void;
  min?: number;
  max?: number;
  /** Digits allowed after the point; 0 takes whole numbers only. */
  decimals?: number;
  /** Between thousands: ' ' for amounts (185 000), '' for a year. */
  separator?: string;
}

const STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };

const within = (value: number, min = -Infinity, max = Infinity) => Math.min(max, Math.max(min, value));

/**
 * A non-negative number in a text field with a numeric keyboard, grouped as it is typed, stepped by the arrow
 * keys and brought within its bounds when the field is left, as Mantine's NumberInput does, without that
 * component's code (react-number-format: 5 kB gzip on the screen's first visit, issue 30's budget).
 */
export function NumberTextInput({
  value,
  onValueChange,
  min,
  max,
  decimals = 0,
  separator = '',
  onBlur,
  onKeyDown,
  ...input
}: NumberTextInputProps) {
  const format = { decimals, separator };
  const [text, setText] = useState(() => formatNumberText(value === '' ? null : value, format));
  // The value changed other than by typing here (a reset, a step, the URL): show it, adjusting state while
  // rendering. A value that is what the text already reads ("12." while typing 12.5) leaves the text alone.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== (parseNumberText(text) ?? ''))
      setText(formatNumberText(value === '' ? null : value, format));
  }
  const show = (next: string) => {
    setText(next);
    onValueChange(parseNumberText(next) ?? '');
  };
  const showNumber = (number: number) => show(formatNumberText(within(number, min, max), format));

  return (
    <TextInput
      {...input}
      value={text}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      onChange={(event) => {
        const field = event.currentTarget;
        const next = retypeNumberText(field.value, field.selectionStart ?? field.value.length, format);
        // Written to the field before React renders it, so the caret stays after the digit just typed.
        field.value = next.text;
        field.setSelectionRange(next.caret, next.caret);
        show(next.text);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        const step = STEPS[event.key];
        if (!step) return;
        event.preventDefault();
        const current = parseNumberText(text);
        showNumber(current === null ? (min ?? 0) : current + step);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const number = parseNumberText(text);
        if (number !== null && number !== within(number, min, max)) showNumber(number);
        onBlur?.(event);
      }}
    />
  );
}
