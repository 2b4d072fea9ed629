/**
 * HTML pasted from Word or Google Docs, cut down to its structure before the editor reads it (issue 16): headings,
 * paragraphs, lists, links, tables and the bold/italic/underline the author chose by tag stay; fonts, colours,
 * sizes, classes, Word's <o:p> and conditional comments, and every inline style go. The editor's schema then keeps
 * only what the contract's allowlist knows, and the server checks it again on save.
 */

/**
 * One item of a list as the source wrote it: how deep it sits (1 = outermost), whether it is numbered, which of
 * the source's lists it belongs to (Word numbers them; two lists side by side stay two), and its <li>.
 */
interface ListEntry {
  level: number;
  ordered: boolean;
  group: string;
  item: Element;
}

const isList = (element: Element) => element.tagName === 'UL' || element.tagName === 'OL';

/**
 * Nested <ul>/<ol> from entries in reading order, put where `anchor` is: an item one level deeper than the last
 * goes into a list inside the last item, a shallower one back to its own level, and at one level a change from
 * bullets to numbers (or to another of the source's lists) starts a new list beside the last. A level skipped
 * (1, then 3) nests one step, as an editor can only show it.
 */
function buildNestedLists(entries: ListEntry[], anchor: ChildNode) {
  const document = anchor.ownerDocument!;
  const open: { list: Element; level: number; kind: string }[] = [];
  let outermost: Element | null = null;
  for (const entry of entries) {
    const kind = `${entry.ordered}:${entry.group}`;
    while (open.length && open.at(-1)!.level > entry.level) open.pop();
    let top = open.at(-1);
    if (!top || top.level < entry.level || top.kind !== kind) {
      if (top && top.level === entry.level) open.pop();
      const list = document.createElement(entry.ordered ? 'ol' : 'ul');
      const parent = open.at(-1);
      if (parent) parent.list.lastElementChild!.append(list);
      else if (outermost) outermost.after(list);
      else anchor.before(list);
      if (!parent) outermost = list;
      top = { list, level: entry.level, kind };
      open.push(top);
    }
    top.list.append(entry.item);
  }
}

/** Word marks a list item by a style (`mso-list: l0 level2 lfo1`: list 0, second level), not by <li>. */
const isWordListItem = (element: Element) =>
  element.tagName === 'P' &&
  (/mso-list:\s*l\d/i.test(element.getAttribute('style') ?? '') ||
    /^MsoListParagraph/i.test(element.getAttribute('class') ?? ''));

/** Word writes the bullet or number itself, in a span it tells other programs to ignore. */
const markerOf = (item: Element) =>
  [...item.querySelectorAll('span')].find((span) =>
    /mso-list:\s*Ignore/i.test(span.getAttribute('style') ?? ''),
  );

/** "1.", "a)", "iv." number an item; "·", "o" or "§" (Symbol, Courier New and Wingdings bullets) do not. */
const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i;

/** Only line breaks or comments between two nodes. */
const isBlank = (node: Node) =>
  node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim());

/** The elements in runs of neighbours: only blank nodes stand between two of one run. */
function adjacentRuns(elements: readonly Element[]) {
  const runs: Element[][] = [];
  for (const element of elements) {
    let sibling = element.previousSibling;
    while (sibling && isBlank(sibling)) sibling = sibling.previousSibling;
    const run = runs.at(-1);
    if (run && sibling === run.at(-1)) run.push(element);
    else runs.push([element]);
  }
  return runs;
}

/** Runs of Word's list paragraphs become nested <ul>/<ol>, by each paragraph's level, numbered by its marker. */
function rebuildWordLists(document: Document) {
  const paragraphs = [...document.body.querySelectorAll('p')].filter(isWordListItem);
  const runs = adjacentRuns(paragraphs);
  for (const run of runs) {
    const entries = run.map((paragraph): ListEntry => {
      const style = paragraph.getAttribute('style') ?? '';
      const marker = markerOf(paragraph);
      const ordered = ORDERED_MARKER.test(marker?.textContent ?? '');
      marker?.remove();
      const item = document.createElement('li');
      item.append(...paragraph.childNodes);
      return {
        level: Number(/\blevel(\d+)/i.exec(style)?.[1] ?? 1),
        ordered,
        group: /mso-list:\s*(l\d+)/i.exec(style)?.[1] ?? '',
        item,
      };
    });
    buildNestedLists(entries, run[0]!);
    run.forEach((paragraph) => paragraph.remove());
  }
}

/** An indent in points (`margin-left: 72pt`, `96px`), of which a list level takes 36. */
function indentLevel(element: Element): number | null {
  const match = /margin-left:\s*([\d.]+)(pt|px)/i.exec(element.getAttribute('style') ?? '');
  if (!match) return null;
  const points = Number(match[1]) * (match[2]!.toLowerCase() === 'px' ? 0.75 : 1);
  return Math.max(1, Math.round(points / 36));
}

/**
 * Google Docs writes a deeper level as a list directly inside the outer list, after the item it belongs to (not
 * inside it, which HTML wants), and gives every item its level in `aria-level` (older copies indent flat lists by
 * `margin-left` instead). Such lists, and runs of them side by side, are read item by item and built again.
 */
function rebuildDocsLists(document: Document) {
  const outermost = [...document.body.querySelectorAll('ul, ol')].filter(
    (list) => !list.parentElement?.closest('ul, ol'),
  );
  const needsRebuild = (list: Element) =>
    // Evaluated in the whole document: `ul > ul` also finds a list right inside this one.
    list.querySelector('li[aria-level], ul > ul, ul > ol, ol > ul, ol > ol') !== null ||
    [...list.children].some((item) => item.tagName === 'LI' && indentLevel(item) !== null);
  const runs = adjacentRuns(outermost);
  const read = (list: Element, depth: number, entries: ListEntry[]) => {
    for (const child of [...list.children]) {
      if (isList(child)) {
        read(child, depth + 1, entries);
        continue;
      }
      if (child.tagName !== 'LI') continue;
      const nested = [...child.children].filter(isList);
      nested.forEach((inner) => inner.remove());
      const level = Number(child.getAttribute('aria-level')) || indentLevel(child) || depth;
      entries.push({ level, ordered: list.tagName === 'OL', group: '', item: child });
      nested.forEach((inner) => read(inner, depth + 1, entries));
    }
  };
  for (const run of runs.filter((lists) => lists.some(needsRebuild))) {
    const entries: ListEntry[] = [];
    run.forEach((list) => read(list, 1, entries));
    const anchor = document.createComment('');
    run[0]!.before(anchor);
    run.forEach((list) => list.remove());
    buildNestedLists(entries, anchor);
    anchor.remove();
  }
}

/** Renames an element, keeping its children (and its href, the one attribute worth keeping). */
function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
}

export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const { body } = document;
  // Google Docs wraps everything in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold at all.
  body.querySelectorAll('b[id^="docs-internal-guid"], b[style*="font-weight:normal"]').forEach((wrapper) => {
    wrapper.replaceWith(...wrapper.childNodes);
  });
  body.querySelectorAll('style, script, meta, link, xml, title').forEach((element) => element.remove());
  // Word's empty-paragraph filler <o:p> (an XML namespace the HTML parser keeps as a plain element).
  [...body.getElementsByTagName('o:p')].forEach((element) => element.replaceWith(...element.childNodes));
  rebuildWordLists(document);
  rebuildDocsLists(document);
  // Word's conditional comments (`<![if !supportLists]>`) and any other comment carry nothing worth keeping.
  const comments = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  found.forEach((comment) => comment.parentNode?.removeChild(comment));
  // The site's title is its only <h1>; pasted ones are the article's top headings (h2). h5/h6 fold into h4.
  body.querySelectorAll('h1').forEach((heading) => rename(heading, 'h2'));
  body.querySelectorAll('h5, h6').forEach((heading) => rename(heading, 'h4'));
  for (const element of body.querySelectorAll('*')) {
    for (const name of ['style', 'class', 'id', 'lang', 'face', 'color', 'size', 'align', 'width'])
      element.removeAttribute(name);
  }
  // Spans and fonts carried only the styling just removed.
  body.querySelectorAll('span, font').forEach((element) => element.replaceWith(...element.childNodes));
  return body.innerHTML;
}
