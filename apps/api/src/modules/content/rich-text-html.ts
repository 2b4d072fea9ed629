import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_HTML,
  richTextHtml,
  type RichTextHtmlOptions,
  type RichTextNode,
} from '@coachyard/contract';

/** The same allowlist as the stored document's, for sanitize-html: what the renderer may write and nothing more. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_HTML.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_HTML.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: Object.fromEntries(
    Object.entries(RICH_TEXT_HTML.classes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_HTML.schemes],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Everything inside a refused script, style or svg goes too, not only the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Any HTML, cut down to the rich-text allowlist (also used on text pasted or imported as HTML). */
export const sanitizeRichHtml = (html: string) => sanitizeHtml(html, SANITIZE_OPTIONS);

/**
 * The HTML the public site receives for a stored document: rendered here from the allowlisted JSON, then
 * passed through sanitize-html with the same allowlist, so a renderer mistake still cannot let markup through.
 */
export const renderRichText = (document: RichTextNode | null | undefined, options: RichTextHtmlOptions) =>
  document ? sanitizeRichHtml(richTextHtml(document, options)) : '';
