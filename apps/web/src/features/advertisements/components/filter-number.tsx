import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { NumberTextInput } from '@/components/number-text-input';

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

/**
 * A number filter that writes to the URL once the user pauses, not on every digit. A text field with a numeric
 * keyboard rather than Mantine's NumberInput: a filter needs no more, and NumberInput would bring its 58 kB of
 * code (react-number-format) to the list page.
 */
export function FilterNumber({ label, value, onChange, scale = 1, decimals = 0 }: FilterNumberProps) {
  const fromUrl = value === '' ? '' : Number(value) / scale;
  // What the field reads while the URL has not caught up with the typing yet.
  const [typed, setTyped] = useState<number | ''>(fromUrl);
  const [lastUrl, setLastUrl] = useState(value);
  // The URL changed under us (Back, a link, Clear): show its value, adjusting state while rendering.
  if (value !== lastUrl) {
    setLastUrl(value);
    setTyped(fromUrl);
  }
  const commit = useDebouncedCallback((next: number | '') => {
    onChange(next === '' ? '' : String(Math.round(next * scale)));
  }, TYPING_DELAY_MS);
  return (
    <NumberTextInput
      label={label}
      value={typed}
      onValueChange={(next) => {
        setTyped(next);
        commit(next);
      }}
      min={0}
      decimals={decimals}
      // Prices are grouped by thousands (185 000), years are not.
      separator={scale === 1 ? '' : ' '}
      w={140}
    />
  );
}
