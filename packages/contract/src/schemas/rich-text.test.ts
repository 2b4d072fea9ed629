import { describe, expect, it } from 'vitest';
import { richTextPlainText, type RichTextNode } from './rich-text';

const paragraph = (text: string): RichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const item = (text: string): RichTextNode => ({ type: 'listItem', content: [paragraph(text)] });

describe('richTextPlainText', () => {
  it('puts each item of a list on a line of its own, as the page shows them', () => {
    const document: RichTextNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'When they are required' }] },
        {
          type: 'bulletList',
          content: [item('Germany: in wintry conditions'), item('Austria: 1 November to 15 April')],
        },
        { type: 'orderedList', content: [item('Fit them'), item('Check the depth')] },
      ],
    };
    expect(richTextPlainText(document).split('\n')).toEqual([
      'When they are required',
      'Germany: in wintry conditions',
      'Austria: 1 November to 15 April',
      'Fit them',
      'Check the depth',
    ]);
  });

  it('keeps the cells of a table row on one line and the rows apart', () => {
    const cell = (text: string): RichTextNode => ({ type: 'tableCell', content: [paragraph(text)] });
    const row = (...texts: string[]): RichTextNode => ({ type: 'tableRow', content: texts.map(cell) });
    const document: RichTextNode = {
      type: 'doc',
      content: [{ type: 'table', content: [row('Country', 'From'), row('Austria', '1 November')] }],
    };
    expect(richTextPlainText(document)).toBe('Country | From\nAustria | 1 November');
  });
});
