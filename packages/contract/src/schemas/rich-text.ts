import { z } from 'zod';
import { isUploadKey, namespaceOfUploadKey } from './uploads.ts';

/**
 * The rich text of CMS content (issue 16): Tiptap JSON limited to one allowlist. The web's editor offers only
 * these nodes and marks, the server refuses a stored document with anything else, and the server's HTML
 * rendering passes through sanitize-html with the same tags and attributes, so the three never disagree.
 */

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export const HEADING_LEVELS = [2, 3, 4] as const;

/** Node type → the attributes it may carry (anything else is refused). */
export const RICH_TEXT_NODES = {
  doc: [],
  paragraph: ['textAlign'],
  text: [],
  heading: ['level', 'textAlign'],
  bulletList: [],
  orderedList: ['start', 'type'],
  listItem: [],
  blockquote: [],
  hardBreak: [],
  horizontalRule: [],
  table: [],
  tableRow: [],
  tableHeader: ['colspan', 'rowspan', 'colwidth'],
  tableCell: ['colspan', 'rowspan', 'colwidth'],
  image: ['src', 'alt', 'title', 'width', 'height'],
} as const satisfies Record<string, readonly string[]>;
export type RichTextNodeType = keyof typeof RICH_TEXT_NODES;

export const RICH_TEXT_MARKS = {
  bold: [],
  italic: [],
  underline: [],
  strike: [],
  code: [],
  link: ['href', 'target', 'rel', 'class'],
} as const satisfies Record<string, readonly string[]>;

/** The HTML the renderer writes for the allowlist, and all sanitize-html lets through. */
export const RICH_TEXT_HTML = {
  tags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'table',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'strong',
    'em',
    'u',
    's',
    'code',
    'a',
  ],
  attributes: {
    p: ['dir'],
    h2: ['dir'],
    h3: ['dir'],
    h4: ['dir'],
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    a: ['href', 'target', 'rel'],
  },
  /** Alignment is the only styling kept, as a class the site's stylesheet defines. */
  classes: {
    p: TEXT_ALIGNMENTS.map((alignment) => `text-${alignment}`),
    h2: TEXT_ALIGNMENTS.map((alignment) => `text-${alignment}`),
    h3: TEXT_ALIGNMENTS.map((alignment) => `text-${alignment}`),
    h4: TEXT_ALIGNMENTS.map((alignment) => `text-${alignment}`),
  },
  schemes: ['http', 'https', 'mailto', 'tel'],
} as const;

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** A link target: http(s), mailto, tel, or a path or anchor on the site. Never javascript:, data: or the like. */
export const isSafeHref = (href: unknown): href is string =>
  typeof href === 'string' &&
  href.length <= 2000 &&
  !/[\s\p{Cc}]/u.test(href.trim()) &&
  (/^(https?:\/\/|mailto:|tel:)/i.test(href.trim()) || /^(\/(?!\/)|#)/.test(href.trim()));

/**
 * An image: the key of a signed upload to the `content` namespace, nothing else. Our storage serves it, so no page
 * of the site loads an image from someone else's server (tracking pixels, hot-linked or vanished files).
 */
export const isSafeImageSource = (src: unknown): src is string =>
  isUploadKey(src) && namespaceOfUploadKey(src) === 'content';

export interface RichTextIssue {
  path: string;
  message:
    | 'content.node_not_allowed'
    | 'content.mark_not_allowed'
    | 'content.attribute_not_allowed'
    | 'content.link_invalid'
    | 'content.image_src_invalid'
    | 'content.image_alt_required'
    | 'content.body_too_deep';
}

const MAX_DEPTH = 12;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function attributeIssue(allowed: readonly string[], attrs: unknown, path: string): RichTextIssue | null {
  if (attrs === undefined || attrs === null) return null;
  if (!isRecord(attrs)) return { path, message: 'content.attribute_not_allowed' };
  const extra = Object.entries(attrs).find(
    ([name, value]) => !allowed.includes(name) && value !== null && value !== undefined,
  );
  if (extra) return { path: `${path}.${extra[0]}`, message: 'content.attribute_not_allowed' };
  return null;
}

function nodeIssues(node: unknown, path: string, depth: number, issues: RichTextIssue[]) {
  if (depth > MAX_DEPTH) return void issues.push({ path, message: 'content.body_too_deep' });
  if (!isRecord(node) || typeof node.type !== 'string' || !(node.type in RICH_TEXT_NODES)) {
    return void issues.push({ path, message: 'content.node_not_allowed' });
  }
  const type = node.type as RichTextNodeType;
  const attrs = isRecord(node.attrs) ? node.attrs : {};
  const attributeProblem = attributeIssue(RICH_TEXT_NODES[type], node.attrs, `${path}.attrs`);
  if (attributeProblem) issues.push(attributeProblem);
  if (attrs.textAlign != null && !(TEXT_ALIGNMENTS as readonly unknown[]).includes(attrs.textAlign)) {
    issues.push({ path: `${path}.attrs.textAlign`, message: 'content.attribute_not_allowed' });
  }
  if (type === 'heading' && !(HEADING_LEVELS as readonly unknown[]).includes(attrs.level)) {
    issues.push({ path: `${path}.attrs.level`, message: 'content.attribute_not_allowed' });
  }
  if (type === 'image') {
    if (!isSafeImageSource(attrs.src))
      issues.push({ path: `${path}.attrs.src`, message: 'content.image_src_invalid' });
    if (typeof attrs.alt !== 'string' || attrs.alt.trim().length < 2) {
      issues.push({ path: `${path}.attrs.alt`, message: 'content.image_alt_required' });
    }
  }
  if (type === 'text') {
    if (typeof node.text !== 'string') issues.push({ path, message: 'content.node_not_allowed' });
    (Array.isArray(node.marks) ? node.marks : []).forEach((mark: unknown, index) => {
      const markPath = `${path}.marks.${index}`;
      if (!isRecord(mark) || typeof mark.type !== 'string' || !(mark.type in RICH_TEXT_MARKS)) {
        return void issues.push({ path: markPath, message: 'content.mark_not_allowed' });
      }
      const markProblem = attributeIssue(
        RICH_TEXT_MARKS[mark.type as keyof typeof RICH_TEXT_MARKS],
        mark.attrs,
        `${markPath}.attrs`,
      );
      if (markProblem) issues.push(markProblem);
      if (mark.type === 'link' && !isSafeHref(isRecord(mark.attrs) ? mark.attrs.href : undefined)) {
        issues.push({ path: `${markPath}.attrs.href`, message: 'content.link_invalid' });
      }
    });
  } else if (node.marks !== undefined && !(Array.isArray(node.marks) && node.marks.length === 0)) {
    issues.push({ path: `${path}.marks`, message: 'content.mark_not_allowed' });
  }
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) return void issues.push({ path, message: 'content.node_not_allowed' });
    node.content.forEach((child, index) => nodeIssues(child, `${path}.content.${index}`, depth + 1, issues));
  }
}

/** Everything in a stored document outside the allowlist, with where it is; empty when the document is fine. */
export function richTextIssues(document: unknown): RichTextIssue[] {
  const issues: RichTextIssue[] = [];
  if (!isRecord(document) || document.type !== 'doc')
    return [{ path: '', message: 'content.node_not_allowed' }];
  nodeIssues(document, '', 0, issues);
  return issues;
}

/** The words of a document without any markup: what checkTranslations counts, and what the diff compares. */
export function richTextPlainText(document: RichTextNode | null | undefined): string {
  if (!document) return '';
  if (document.type === 'text') return document.text ?? '';
  const inner = (document.content ?? []).map(richTextPlainText);
  // A list's or a table's items each stand on a line of their own, as on the page.
  const block = [
    'paragraph',
    'heading',
    'listItem',
    'bulletList',
    'orderedList',
    'blockquote',
    'table',
    'tableRow',
    'doc',
  ].includes(document.type);
  return block ? inner.join(document.type === 'tableRow' ? ' | ' : '\n').trim() : inner.join(' ');
}

export const emptyRichText = (): RichTextNode => ({ type: 'doc', content: [{ type: 'paragraph' }] });

/** An attribute's value: a level, an alignment, a link's address, a table cell's widths. */
const attributeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.number())]);
const attributesSchema = z.record(z.string(), attributeValueSchema);

/**
 * One node of the editor's document, as API clients read it in the OpenAPI document (component `RichTextNode`).
 * It describes the shape only: the allowlist check (richTextIssues) is what accepts or refuses a document.
 * Built in a call marked pure: the bundler would otherwise keep its computed description for possible effects,
 * and zod with it in the content form, which never uses this schema (issue 30).
 */
export const richTextNodeSchema: z.ZodType<RichTextNode> = /* @__PURE__ */ (() =>
  z
    .object({
      type: z.string().meta({ enum: Object.keys(RICH_TEXT_NODES) }),
      attrs: attributesSchema.optional(),
      text: z.string().optional().meta({ description: 'The words of a `text` node' }),
      marks: z
        .array(
          z.object({
            type: z.string().meta({ enum: Object.keys(RICH_TEXT_MARKS) }),
            attrs: attributesSchema.optional(),
          }),
        )
        .optional()
        .meta({ description: 'Bold, italic, a link… (only on `text` nodes)' }),
      get content() {
        return z.array(richTextNodeSchema).optional();
      },
    })
    .meta({
      id: 'RichTextNode',
      description:
        'A node of the editor’s (Tiptap) JSON document. Allowed node types, their attributes and marks: ' +
        Object.entries(RICH_TEXT_NODES)
          .map(([type, attributes]) => (attributes.length ? `${type} (${attributes.join(', ')})` : type))
          .join('; ') +
        '. Images take the key of a signed upload to the `content` namespace; links take http(s), mailto:, tel:, / or #.',
    }))();

/** What the OpenAPI document says a body is: the editor's document around a list of RichTextNode. */
const documentJsonSchema = {
  type: 'object',
  description: 'The editor’s JSON document: `{ "type": "doc", "content": [RichTextNode, …] }`',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['doc'] },
    content: { type: 'array', items: { $ref: '#/components/schemas/RichTextNode' } },
  },
};

/**
 * A stored Tiptap document: `{ type: "doc", content: [...] }` that passes the allowlist. A value of another type
 * (an HTML string, a list) is told what is expected rather than that an element is not allowed.
 */
export const richTextDocumentSchema = z
  .custom<RichTextNode>(isRecord, 'content.body_not_document')
  .superRefine((document, context) => {
    for (const issue of richTextIssues(document)) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path.split('.').filter(Boolean),
      });
    }
  })
  .meta(documentJsonSchema);

/** A body as the API answers it: a document that passed the allowlist when it was saved. */
export const storedRichTextSchema = z.custom<RichTextNode>().meta(documentJsonSchema);
