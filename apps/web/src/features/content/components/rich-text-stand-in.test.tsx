import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextNode } from '@coachyard/contract';
import { RichTextStandIn, StandIn } from './rich-text-stand-in';

const paragraphOf = (text: string): RichTextNode => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Pastes `html` into a stand-in holding `text`, the caret after its first `at` characters: the text written. */
function pasteInto(text: string, at: number, html: string) {
  const written: RichTextNode[] = [];
  const standIn = createRef<StandIn>() as { current: StandIn };
  standIn.current = new StandIn();
  render(
    <RichTextStandIn
      value={paragraphOf(text)}
      onChange={(value) => written.push(value)}
      label="Body in English"
      dir="ltr"
      onWake={() => {}}
      standIn={standIn}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Body in English' });
  const caret = document.createRange();
  caret.setStart(box.querySelector('p')!.firstChild!, at);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(caret);
  fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : '') } });
  const blocks = written.at(-1)!.content!;
  const textOf = (node: RichTextNode): string => node.text ?? (node.content ?? []).map(textOf).join('');
  return blocks.map((block) => [block.type, textOf(block)]);
}

describe('a paste into the stand-in, before the editor has arrived', () => {
  it('puts a pasted paragraph’s words where the caret is, as the editor does, not in a block of their own', () => {
    expect(pasteInto('Drivers rest after four hours.', 13, '<p><b>45 minutes </b></p>')).toEqual([
      ['paragraph', 'Drivers rest 45 minutes after four hours.'],
    ]);
  });

  it('joins the first pasted paragraph to the text before the caret and the text after it to the last', () => {
    expect(
      pasteInto('Bring  along.', 6, '<p>the service book,</p><ul><li>Stamped</li></ul><p>the tachograph</p>'),
    ).toEqual([
      ['paragraph', 'Bring the service book,'],
      ['bulletList', 'Stamped'],
      ['paragraph', 'the tachograph along.'],
    ]);
  });
});
