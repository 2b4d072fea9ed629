import {
  isSafeHref,
  isSafeImageSource,
  RICH_TEXT_MARKS,
  RICH_TEXT_NODES,
  type RichTextNode,
} from './rich-text.ts';
import { resolveImageUrl } from './uploads.ts';

/**
 * A stored document as HTML, written from the allowlisted JSON: what the public site receives (the API passes it
 * through sanitize-html too) and what the content form shows before its editor has arrived (issue 30).
 */

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const attributes = (pairs: Record<string, unknown>) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');

const alignClass = (node: RichTextNode) =>
  typeof node.attrs?.textAlign === 'string' ? `text-${node.attrs.textAlign}` : null;

const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function renderText(node: RichTextNode): string {
  let html = escapeText(node.text ?? '');
  for (const mark of node.marks ?? []) {
    if (!(mark.type in RICH_TEXT_MARKS)) continue;
    if (mark.type === 'link') {
      const href = mark.attrs?.href;
      if (!isSafeHref(href)) continue;
      const newTab = mark.attrs?.target === '_blank';
      html = `<a${attributes({ href, target: newTab ? '_blank' : null, rel: newTab ? 'noopener noreferrer' : null })}>${html}</a>`;
    } else {
      const tag = MARK_TAGS[mark.type]!;
      html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

export interface RichTextHtmlOptions {
  /** Where uploaded images are served from (an image's src is its upload key). */
  mediaBaseUrl: string;
  /** `dir` of block elements: the site sets it once on the article, this repeats it for embedding. */
  direction?: 'ltr' | 'rtl';
}

function renderNode(node: RichTextNode, options: RichTextHtmlOptions): string {
  if (!(node.type in RICH_TEXT_NODES)) return '';
  const inner = () => (node.content ?? []).map((child) => renderNode(child, options)).join('');
  const block = (tag: string) =>
    `<${tag}${attributes({ class: alignClass(node), dir: options.direction === 'rtl' ? 'rtl' : null })}>${inner()}</${tag}>`;
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      return renderText(node);
    case 'paragraph':
      return block('p');
    case 'heading': {
      const level = [2, 3, 4].includes(Number(node.attrs?.level)) ? Number(node.attrs?.level) : 2;
      return block(`h${level}`);
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList':
      return `<ol${attributes({ start: Number(node.attrs?.start) > 1 ? Number(node.attrs?.start) : null })}>${inner()}</ol>`;
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'hardBreak':
      return '<br />';
    case 'horizontalRule':
      return '<hr />';
    case 'table':
      return `<table><tbody>${inner()}</tbody></table>`;
    case 'tableRow':
      return `<tr>${inner()}</tr>`;
    case 'tableHeader':
    case 'tableCell': {
      const tag = node.type === 'tableHeader' ? 'th' : 'td';
      const span = (name: string) => (Number(node.attrs?.[name]) > 1 ? Number(node.attrs?.[name]) : null);
      return `<${tag}${attributes({ colspan: span('colspan'), rowspan: span('rowspan') })}>${inner()}</${tag}>`;
    }
    case 'image': {
      const src = node.attrs?.src;
      if (!isSafeImageSource(src)) return '';
      return `<img${attributes({
        src: resolveImageUrl(src, options.mediaBaseUrl),
        alt: node.attrs?.alt ?? '',
        title: node.attrs?.title,
        width: Number(node.attrs?.width) > 0 ? Number(node.attrs?.width) : null,
        height: Number(node.attrs?.height) > 0 ? Number(node.attrs?.height) : null,
      })} />`;
    }
    default:
      return '';
  }
}

/** The HTML of a document: only the allowlist's tags, its text escaped, links and images checked. */
export const richTextHtml = (document: RichTextNode | null | undefined, options: RichTextHtmlOptions) =>
  document ? renderNode(document, options) : '';
