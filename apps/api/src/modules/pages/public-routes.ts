import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicMenusSchema, type Language, type PublicMenus } from '@coachyard/contract';
import type { StoredMenuEntry } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { cachedAnswer } from '../../lib/public-cache.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { linkedContent, readMenus } from './links.ts';
import { brokenReason, type LinkedContent } from './present.ts';
import { isLive } from '../content/index.ts';

type PublicLink = PublicMenus['footer'][number];

/**
 * One language's link of an entry, or null when the site must not show it: hidden in that language, pointing at
 * content that is deleted or not live in that language, or with no label to show.
 */
function publicLink(entry: StoredMenuEntry, linked: LinkedContent, language: Language, now: Date) {
  if (entry.hidden_in.includes(language) || brokenReason(entry, linked, now)) return null;
  if (entry.kind === 'content') {
    const translation = linked.get(entry.content_id!)?.translations[language];
    if (!isLive(translation, now)) return null;
    const label = entry.labels[language] ?? translation!.title;
    return { label, url: `/${language}/${translation!.slug}`, new_tab: entry.new_tab };
  }
  const label = entry.labels[language];
  return label ? { label, url: entry.url!, new_tab: entry.new_tab } : null;
}

function publicMenu(
  entries: StoredMenuEntry[],
  linked: LinkedContent,
  language: Language,
  now: Date,
): PublicLink[] {
  return entries.flatMap((entry) => {
    const link = publicLink(entry, linked, language, now);
    if (!link) return [];
    const children = (entry.children ?? []).flatMap(
      (child) => publicLink(child, linked, language, now) ?? [],
    );
    return [{ ...link, children }];
  });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/pages',
    {
      config: { public: true },
      schema: {
        tags: ['pages', 'public'],
        summary:
          "The site's menus in one language: navbar links, navbar content and footer (broken entries left out)",
        security: [],
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: envelope(publicMenusSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const language = request.lang;
      const menus = await readMenus(app.db);
      const linked = await linkedContent(
        app.db,
        menus.flatMap((menu) => menu.entries),
      );
      const now = new Date();
      const entriesOf = (key: string) => menus.find((menu) => menu.key === key)?.entries ?? [];
      const body: PublicMenus = {
        language,
        navbar: {
          links: publicMenu(entriesOf('navbar_links'), linked, language, now),
          content: publicMenu(entriesOf('navbar_content'), linked, language, now),
        },
        footer: publicMenu(entriesOf('footer'), linked, language, now),
      };
      return cachedAnswer(request, reply, ok(body));
    },
  );
};
export default routes;
