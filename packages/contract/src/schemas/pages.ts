import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { versionSchema } from './envelope.ts';
import { translationsSchema } from './translations.ts';
import { MENU_KEYS } from './content-constants.ts';

/**
 * The public site's menus (issue 16, namespace `pages`): the navbar's uncategorized links and its content list
 * (SPEC §3 "navbar pages"), and the footer. Each menu is saved whole with its `version`.
 *
 * HTTP:
 *   GET  /api/pages                                  → SiteMenu[] (with broken flags)
 *   PUT  /api/pages/{menu}                           { version, entries } → SiteMenu (409 + current when stale)
 *   (a menu's history and restore are the record history's: /api/audit/history/pages/{id})
 *   GET  /api/public/pages?lang=xx                   (no token) → PublicMenus
 */

export const MENU_LIMITS = { entriesMax: 40, childrenMax: 20, urlMax: 500, labelMax: 80 } as const;

/** A menu link: a path on the site, an anchor, https, mailto or tel; never javascript: or data:. */
export const isMenuUrl = (url: string) =>
  /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s-]+|\/(?!\/)[^\s]*|#[^\s]*)$/i.test(url);

const entryFields = {
  id: z.string().min(1).max(64),
  kind: z.enum(['content', 'url']),
  content_id: z.uuid().nullable().default(null),
  url: z
    .string()
    .trim()
    .max(MENU_LIMITS.urlMax, 'common.too_long')
    .refine(isMenuUrl, 'pages.url_invalid')
    .nullable()
    .default(null),
  /** Per language; a content entry without a label in a language shows the content's title. */
  labels: translationsSchema(MENU_LIMITS.labelMax).default({}),
  hidden_in: z.array(z.enum(LANGUAGES)).default([]),
  new_tab: z.boolean().default(false),
};

const targetRule = (
  entry: { kind: 'content' | 'url'; content_id: string | null; url: string | null; labels: object },
  context: z.RefinementCtx,
) => {
  if (entry.kind === 'content' && !entry.content_id) {
    context.addIssue({ code: 'custom', path: ['content_id'], message: 'pages.target_required' });
  }
  if (entry.kind === 'url' && !entry.url) {
    context.addIssue({ code: 'custom', path: ['url'], message: 'pages.target_required' });
  }
  if (entry.kind === 'url' && Object.keys(entry.labels).length === 0) {
    context.addIssue({ code: 'custom', path: ['labels'], message: 'pages.label_required' });
  }
};

export const menuChildWriteSchema = z.strictObject(entryFields).superRefine(targetRule);
export const menuEntryWriteSchema = z
  .strictObject({
    ...entryFields,
    /** One level only: a child holds no children of its own. */
    children: z.array(menuChildWriteSchema).max(MENU_LIMITS.childrenMax, 'common.too_long').default([]),
  })
  .superRefine(targetRule);
export type MenuEntryWrite = z.input<typeof menuEntryWriteSchema>;

export const menuWriteSchema = z.strictObject({
  version: versionSchema,
  entries: z.array(menuEntryWriteSchema).max(MENU_LIMITS.entriesMax, 'common.too_long'),
});
export type MenuWrite = z.input<typeof menuWriteSchema>;

const entryOutFields = {
  id: z.string(),
  kind: z.enum(['content', 'url']),
  content_id: z.string().nullable(),
  url: z.string().nullable(),
  labels: z.partialRecord(z.enum(LANGUAGES), z.string()),
  hidden_in: z.array(z.enum(LANGUAGES)),
  new_tab: z.boolean(),
  /** The linked content's title in the caller's language (what a label-less entry shows). */
  content_title: z.string().nullable(),
  /** The target is deleted, or published in no language: the public menu leaves the entry out. */
  broken: z.enum(['deleted', 'unpublished']).nullable(),
};
export const menuChildSchema = z.object(entryOutFields);
export type MenuChild = z.infer<typeof menuChildSchema>;
export const menuEntrySchema = z.object({ ...entryOutFields, children: z.array(menuChildSchema) });
export type MenuEntry = z.infer<typeof menuEntrySchema>;

export const siteMenuSchema = z.object({
  /** The menu's record: its history is /api/audit/history/pages/{id}. */
  id: z.string(),
  key: z.enum(MENU_KEYS),
  version: z.number().int(),
  entries: z.array(menuEntrySchema),
  updated_at: z.string(),
});
export type SiteMenu = z.infer<typeof siteMenuSchema>;

const publicLinkFields = { label: z.string(), url: z.string(), new_tab: z.boolean() };
export const publicMenuLinkSchema = z.object({
  ...publicLinkFields,
  children: z.array(z.object(publicLinkFields)),
});
export const publicMenusSchema = z.object({
  language: z.enum(LANGUAGES),
  navbar: z.object({ links: z.array(publicMenuLinkSchema), content: z.array(publicMenuLinkSchema) }),
  footer: z.array(publicMenuLinkSchema),
});
export type PublicMenus = z.infer<typeof publicMenusSchema>;
