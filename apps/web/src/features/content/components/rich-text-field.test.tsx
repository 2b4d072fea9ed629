import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextNode } from '@coachyard/contract';
import { RichTextField } from './rich-text-field';

const paragraph = (text: string): RichTextNode => ({
  type: 'doc',
  content: [{ type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text }] }],
});

/** The same text with every object's keys in another order, as PostgreSQL's jsonb gives it back. */
const reordered = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(reordered)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .reverse()
            .map(([key, value]) => [key, reordered(value)]),
        )
      : node;

const field = (value: RichTextNode) => (
  <RichTextField value={value} onChange={() => {}} label="Body in English" dir="ltr" />
);

describe('RichTextField', () => {
  it('shows a text set from elsewhere (a restored version), not the one it opened with', () => {
    const { rerender } = render(field(paragraph('Rest first.')));
    expect(screen.getByRole('textbox', { name: 'Body in English' }).textContent).toBe('Rest first.');
    rerender(field(paragraph('Dipped headlights in every tunnel.')));
    expect(screen.getByRole('textbox', { name: 'Body in English' }).textContent).toBe(
      'Dipped headlights in every tunnel.',
    );
  });

  it('keeps its open box when the same text comes back with its keys in another order', () => {
    const text = paragraph('Rest first.');
    const { rerender } = render(field(text));
    const box = screen.getByRole('textbox', { name: 'Body in English' });
    rerender(field(reordered(text) as RichTextNode));
    expect(screen.getByRole('textbox', { name: 'Body in English' })).toBe(box);
  });
});
