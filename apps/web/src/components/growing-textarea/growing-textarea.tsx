import type { Ref } from 'react';
import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core';
import classes from './growing-textarea.module.css';

export interface GrowingTextareaProps extends InputBaseProps, ElementProps<'textarea', 'size'> {
  /** Lines shown when empty. */
  minRows?: number;
  /** Lines it grows to before it scrolls; none: it grows with its text. */
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The height of `rows` lines of the input, its padding and border included. */
const rowsHeight = (rows: number) =>
  `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 0.125rem * var(--mantine-scale))`;

/**
 * Mantine's Textarea with `autosize` (a box that grows with its text), drawn by the browser instead of
 * Mantine's measuring code (1.6 kB gzip on every form that had it, issue 30): CSS `field-sizing`, between
 * `minRows` and `maxRows` lines.
 */
export function GrowingTextarea({ minRows = 2, maxRows, ...props }: GrowingTextareaProps) {
  return (
    <InputBase
      component="textarea"
      multiline
      rows={minRows}
      {...props}
      classNames={{ input: classes.input }}
      styles={{
        input: { minHeight: rowsHeight(minRows), maxHeight: maxRows ? rowsHeight(maxRows) : undefined },
      }}
    />
  );
}
