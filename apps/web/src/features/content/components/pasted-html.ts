/**
 * HTML pasted from Word or Google Docs, cut down to its structure before the editor reads it (issue 16): headings,
 * paragraphs, lists, links, tables and the bold/italic/underline the author chose by tag stay; fonts, colours,
 * sizes, classes, Word's <o:p> and conditional comments, and every inline style go. The editor's schema then keeps
 * only what the contract's allowlist knows, and the server checks it again on save.
 */

/** Word marks a list item by a style (`mso-list: l0 level1 lfo1`), not by <li>. */
const isWordListItem = (element: Element) =>
  element.tagName === 'P' &&
  (/mso-list:\s*l\d/i.test(element.getAttribute('style') ?? '') ||
    /^MsoListParagraph/i.test(element.getAttribute('class') ?? ''));

/** Word writes the bullet or number itself, in a span it tells other programs to ignore. */
const markerOf = (item: Element) =>
  [...item.querySelectorAll('span')].find((span) =>
    /mso-list:\s*Ignore/i.test(span.getAttribute('style') ?? ''),
  );

const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i;

/** Runs of Word's list paragraphs become one <ul> or <ol> of <li>, numbered ones by their first marker. */
function rebuildWordLists(document: Document) {
  const items = [...document.body.querySelectorAll('p')].filter(isWordListItem);
  let list: HTMLElement | null = null;
  let previous: Element | null = null;
  for (const item of items) {
    const marker = markerOf(item);
    const ordered = ORDERED_MARKER.test(marker?.textContent ?? '');
    marker?.remove();
    let sibling = previous?.nextSibling ?? null;
    // Only line breaks or comments between two items: the same list goes on.
    while (
      sibling &&
      (sibling.nodeType === Node.COMMENT_NODE ||
        (sibling.nodeType === Node.TEXT_NODE && !sibling.textContent?.trim()))
    )
      sibling = sibling.nextSibling;
    if (!list || sibling !== item) {
      list = document.createElement(ordered ? 'ol' : 'ul');
      item.before(list);
    }
    const entry = document.createElement('li');
    entry.append(...item.childNodes);
    list.append(entry);
    item.remove();
    previous = list;
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
