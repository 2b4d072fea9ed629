import { describe, expect, it } from 'vitest';
import { richTextHtml, richTextIssues, type RichTextNode } from '@coachyard/contract';
import { richTextFromDom, richTextFromPastedDom, richTextWithCaret } from './rich-text-from-dom';

const element = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};
const text = (value: string, marks?: RichTextNode['marks']): RichTextNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

/** A document with every node and mark of the allowlist, as the editor writes it. */
const EVERYTHING: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3, textAlign: 'center' }, content: [text('Before the viewing')] },
    {
      type: 'paragraph',
      content: [
        text('Have '),
        text('these', [{ type: 'bold' }, { type: 'italic' }]),
        { type: 'hardBreak' },
        text('ready', [{ type: 'link', attrs: { href: 'https://www.coachyard.com/sell' } }]),
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [text('Service book')] },
            {
              type: 'bulletList',
              content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Stamped')] }] }],
            },
          ],
        },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Quoted')] }] },
    { type: 'horizontalRule' },
    {
      type: 'image',
      attrs: {
        src: 'images/original/content/2026-12-06/0123456789abcdef0123456789abcdef.jpg',
        alt: 'A coach',
        title: null,
      },
    },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { colspan: 1, rowspan: 1 },
              content: [{ type: 'paragraph', content: [text('Seats')] }],
            },
          ],
        },
      ],
    },
    { type: 'paragraph' },
  ],
};

describe('richTextFromDom', () => {
  it('reads back every node and mark the page shows of a stored document', () => {
    const read = richTextFromDom(element(richTextHtml(EVERYTHING, { mediaBaseUrl: '/media/' })));
    expect(read).toEqual(EVERYTHING);
    expect(richTextIssues(read)).toEqual([]);
  });

  it('keeps to the allowlist and the shapes the editor accepts', () => {
    const read = richTextFromPastedDom(
      element(
        '<div>loose <span style="color:red">words</span></div>\n<ul><li><h2>Heading first</h2></li></ul>' +
          '<p><a href="javascript:alert(1)">bad</a><img src="https://tracker.example/x.gif" onerror="x()"></p>' +
          '<script>alert(1)</script><p>two<br></p>',
      ),
    );
    expect(richTextIssues(read)).toEqual([]);
    expect(read.content).toEqual([
      { type: 'paragraph', content: [text('loose '), text('words')] },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              { type: 'paragraph' },
              { type: 'heading', attrs: { level: 2 }, content: [text('Heading first')] },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [text('bad')] },
      { type: 'paragraph', content: [text('two')] },
    ]);
  });

  it('finds the caret as the editor counts positions', () => {
    const root = element('<h2>Rest</h2><p>first. Then</p><p><br></p>');
    const at = (node: Node, offset: number) => {
      const selection = window.getSelection()!;
      selection.collapse(node, offset);
      return richTextWithCaret(root, selection);
    };
    // Inside "first. Then", after "first.": the heading takes 6 (open, 4 letters, close), the paragraph opens at 7.
    const inText = at(root.children[1]!.firstChild!, 6);
    expect(inText.position).toBe(7 + 6);
    expect(inText.document).toEqual(richTextFromDom(root));
    // The empty paragraph at the end: its inside is after both blocks and its own opening.
    expect(at(root.children[2]!, 0).position).toBe(6 + 13 + 1);
    expect(richTextWithCaret(root, null).position).toBeNull();
  });
});
