import type { FastifyPluginAsync } from 'fastify';
import { registerNameSource, registerRecordHistory } from '../../lib/record-history.ts';
import { contentHistory, contentNames } from './history.ts';
import presenceRoutes from './presence-routes.ts';
import publicRoutes from './public-routes.ts';
import routes from './routes.ts';
import { contentSearch } from './search.ts';
import { registerScheduleTask } from './schedule.ts';
import previewRoutes from './preview-routes.ts';

export { renderRichText, sanitizeRichHtml } from './rich-text-html.ts';
export { faqEntryOf, findFaqEntry, liveFaqEntries, saveFaqEntry, type FaqText } from './faq.ts';
/** What the menus read of content: whether a text is live, its title, and who wrote it. */
export { isLive, titleIn } from './translations.ts';
export { peopleByIds } from './queries.ts';

/** CMS content (issue 16): items, preview links, scheduled publishing and the public read. */
const content: FastifyPluginAsync = async (app) => {
  registerRecordHistory(contentHistory);
  registerNameSource(contentNames);
  registerScheduleTask();
  app.searchProviders.register(contentSearch(app));
  await app.register(routes);
  await app.register(previewRoutes);
  await app.register(presenceRoutes);
  await app.register(publicRoutes);
};
export default content;
