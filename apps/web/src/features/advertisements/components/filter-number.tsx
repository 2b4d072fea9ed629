import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

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

/** A number filter that writes to the URL once the user pauses, not on every digit. */
export function FilterNumber({ label, value, onChange, scale = 1, decimals = 0 }: FilterNumberProps) {
  const shown = value === '' ? '' : Number(value) / scale;
  const [text, setText] = useState<number | string>(shown);
  // The URL changed under us (Back, a link, Clear): show its value, adjusting state while rendering.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(shown);
  }
  const commit = useDebouncedCallback((next: number | string) => {
    onChange(typeof next === 'number' ? String(Math.round(next * scale)) : '');
  }, TYPING_DELAY_MS);
  return (
    <NumberInput
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        commit(next);
      }}
      min={0}
      allowNegative={false}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      thousandSeparator={scale === 1 ? undefined : ' '}
    />
  );
}
