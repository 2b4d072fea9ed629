import { isSafeHref, TEXT_ALIGNMENTS, type RichTextNode } from '@coachyard/contract';
import { uploadKeyOf } from './image-upload-key';

/**
 * The editor's JSON document read from HTML in the page, without the editor (issue 30): what the form keeps while
 * the text is typed or pasted into the editor's stand-in, before Tiptap has arrived. It writes only the
 * contract's allowlist, in the shapes Tiptap's schema accepts (a list item and a table cell hold blocks, the
 * first of an item a paragraph), so the editor can take the document over as it is.
 */

type Mark = NonNullable<RichTextNode['marks']>[number];

/** Where the caret was: written into the document as this character, so the editor can put it back there. */
const CARET = '\u2063';

const MARKS: Record<string, Mark> = {
  B: { type: 'bold' },
  STRONG: { type: 'bold' },
  I: { type: 'italic' },
  EM: { type: 'italic' },
  U: { type: 'underline' },
  S: { type: 'strike' },
  STRIKE: { type: 'strike' },
  DEL: { type: 'strike' },
  CODE: { type: 'code' },
};
const HEADINGS: Record<string, number> = { H1: 2, H2: 2, H3: 3, H4: 4, H5: 4, H6: 4 };
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'BODY', 'CENTER']);
const BLOCKS = new Set([
  ...CONTAINERS,
  ...Object.keys(HEADINGS),
  'P',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'HR',
  'TABLE',
  'IMG',
  'PRE',
]);

/** Elements whose text is not the page's: nothing of them is read. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE', 'META']);

const isBlock = (node: Node) => node instanceof Element && BLOCKS.has(node.tagName);
const paragraph = (content: RichTextNode[] = []): RichTextNode =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };

function textAlign(element: Element): Record<string, unknown> | undefined {
  const alignment = TEXT_ALIGNMENTS.find((name) => element.classList.contains(`text-${name}`));
  return alignment ? { textAlign: alignment } : undefined;
}

interface Reading {
  /** The caret's place in the page, or null when it is elsewhere. */
  caret: { node: Node; offset: number } | null;
  /** Pasted HTML's line breaks and indents are its layout; in the page (pre-wrap, as in the editor) they are text. */
  collapse: (text: string) => string;
}

function markOf(element: Element): Mark | null {
  if (element.tagName !== 'A') return MARKS[element.tagName] ?? null;
  const href = element.getAttribute('href');
  if (!isSafeHref(href)) return null;
  return element.getAttribute('target') === '_blank'
    ? { type: 'link', attrs: { href, target: '_blank' } }
    : { type: 'link', attrs: { href } };
}

/** The inline nodes of `node`: text with its marks, and line breaks (a block's last <br> only holds it open). */
function inlines(node: Node, marks: Mark[], reading: Reading): RichTextNode[] {
  const text = (value: string): RichTextNode[] =>
    value ? [marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value }] : [];
  if (node.nodeType === Node.TEXT_NODE) {
    const value = node.textContent ?? '';
    const { caret, collapse } = reading;
    if (caret?.node !== node) return text(collapse(value));
    return text(collapse(value.slice(0, caret.offset)) + CARET + collapse(value.slice(caret.offset)));
  }
  if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return [];
  if (node.tagName === 'BR') return node.nextSibling ? [{ type: 'hardBreak' }] : [];
  const mark = markOf(node);
  // The renderer wraps the first mark innermost.
  const inner = mark ? [mark, ...marks] : marks;
  return childrenWithCaret(node, reading).flatMap((child) =>
    child === CARET ? text(CARET) : inlines(child, inner, reading),
  );
}

/** The children of `element`, with the caret between two of them where it stands there. */
function childrenWithCaret(element: Node, reading: Reading): (Node | typeof CARET)[] {
  const children: (Node | typeof CARET)[] = [...element.childNodes];
  if (reading.caret?.node === element) children.splice(reading.caret.offset, 0, CARET);
  return children;
}

/** Whitespace between blocks is the source's layout, not a paragraph of its own. */
const isBlank = (content: RichTextNode[]) =>
  content.every((node) => node.type === 'text' && !node.text?.trim());

/** The blocks inside `parent`: its block children, and its loose inline runs each as a paragraph. */
function blocks(parent: Node, reading: Reading): RichTextNode[] {
  const found: RichTextNode[] = [];
  let run: RichTextNode[] = [];
  const closeRun = () => {
    if (run.length && (!isBlank(run) || run.some((node) => node.text?.includes(CARET))))
      found.push(paragraph(run));
    run = [];
  };
  for (const child of childrenWithCaret(parent, reading)) {
    if (child === CARET) run.push({ type: 'text', text: CARET });
    else if (isBlock(child)) {
      closeRun();
      found.push(...block(child as Element, reading));
    } else run.push(...inlines(child, [], reading));
  }
  closeRun();
  return found;
}

/** Blocks where the schema wants at least one, the first a paragraph where it must be (a list item's). */
function blockContent(parent: Node, reading: Reading, paragraphFirst = false): RichTextNode[] {
  const content = blocks(parent, reading);
  if (!content.length || (paragraphFirst && content[0]!.type !== 'paragraph')) content.unshift(paragraph());
  return content;
}

function block(element: Element, reading: Reading): RichTextNode[] {
  const tag = element.tagName;
  if (CONTAINERS.has(tag)) return blocks(element, reading);
  if (tag === 'P' || tag === 'PRE') {
    const content = inlines(element, [], reading);
    const attrs = textAlign(element);
    return [attrs ? { ...paragraph(content), attrs } : paragraph(content)];
  }
  if (tag in HEADINGS) {
    const content = inlines(element, [], reading);
    const heading: RichTextNode = { type: 'heading', attrs: { level: HEADINGS[tag], ...textAlign(element) } };
    return [content.length ? { ...heading, content } : heading];
  }
  if (tag === 'UL' || tag === 'OL') {
    const items = [...element.children].map((item): RichTextNode => ({
      type: 'listItem',
      content: blockContent(item, reading, true),
    }));
    if (!items.length) return [];
    const start = Number(element.getAttribute('start'));
    return tag === 'UL'
      ? [{ type: 'bulletList', content: items }]
      : [{ type: 'orderedList', attrs: { start: start > 1 ? start : 1 }, content: items }];
  }
  if (tag === 'LI') return blockContent(element, reading);
  if (tag === 'BLOCKQUOTE') return [{ type: 'blockquote', content: blockContent(element, reading) }];
  if (tag === 'HR') return [{ type: 'horizontalRule' }];
  if (tag === 'IMG') {
    const src = uploadKeyOf(element.getAttribute('src'));
    const alt = element.getAttribute('alt') ?? '';
    return src ? [{ type: 'image', attrs: { src, alt, title: element.getAttribute('title') } }] : [];
  }
  return tableBlocks(element, reading);
}

function tableBlocks(table: Element, reading: Reading): RichTextNode[] {
  const rows = [...table.querySelectorAll('tr')].filter((row) => row.closest('table') === table);
  const tableRows = rows
    .map((row): RichTextNode => ({
      type: 'tableRow',
      content: [...row.children].map((cell) => ({
        type: cell.tagName === 'TH' ? 'tableHeader' : 'tableCell',
        attrs: {
          colspan: Number(cell.getAttribute('colspan')) || 1,
          rowspan: Number(cell.getAttribute('rowspan')) || 1,
        },
        content: blockContent(cell, reading),
      })),
    }))
    .filter((row) => row.content!.length);
  return tableRows.length ? [{ type: 'table', content: tableRows }] : [];
}

/** Nodes with no content of their own, one position wide in the editor's document. */
const LEAVES = new Set(['hardBreak', 'horizontalRule', 'image']);

/**
 * The document inside `root` and where the caret stands in it as the editor counts positions (each node's
 * opening and closing one each, a character or a leaf one), or null when the caret is not inside `root`.
 */
export function richTextWithCaret(root: Node, selection: Selection | null) {
  const inside = selection?.focusNode && root.contains(selection.focusNode);
  const caret = inside ? { node: selection.focusNode!, offset: selection.focusOffset } : null;
  const marked: RichTextNode = {
    type: 'doc',
    content: blockContent(root, { caret, collapse: (text) => text }),
  };
  let position: number | null = null;
  const unmark = (node: RichTextNode, at: number): RichTextNode => {
    const index = node.text?.indexOf(CARET) ?? -1;
    if (index >= 0) {
      position = at + index;
      return { ...node, text: node.text!.replace(CARET, '') };
    }
    if (!node.content) return node;
    let offset = at + 1;
    const content = node.content
      .map((child) => {
        const kept = unmark(child, offset);
        offset += sizeOf(child);
        return kept;
      })
      .filter((child) => child.type !== 'text' || child.text);
    return { ...node, content };
  };
  // The document has no opening position of its own: its first child starts at 0.
  const document = unmark(marked, -1);
  return { document, position: position as number | null };
}

function sizeOf(node: RichTextNode): number {
  if (node.type === 'text') return node.text?.length ?? 0;
  if (LEAVES.has(node.type)) return 1;
  return 2 + (node.content ?? []).reduce((total, child) => total + sizeOf(child), 0);
}

/** The document of the HTML inside `root`, a part of the page. */
export const richTextFromDom = (root: Node) => richTextWithCaret(root, null).document;

/** The document of pasted HTML, whose runs of spaces and line breaks read as one space, as a page shows them. */
export const richTextFromPastedDom = (root: Node): RichTextNode => ({
  type: 'doc',
  content: blockContent(root, { caret: null, collapse: (text) => text.replace(/[\t\n\r ]+/g, ' ') }),
});
