import { advertisementPages } from '@/features/advertisements';
import { loadAuditPage } from '@/features/audit';
import { contentPages } from '@/features/content';
import { feedPages } from '@/features/feeds';
import { loadLeadsPage } from '@/features/leads';
import { locationPages } from '@/features/locations';
import { lookupTablePages } from '@/features/lookup-tables';
import { modelRelationPages } from '@/features/model-relations';
import { loadMenusPage } from '@/features/pages';
import { loadPrivilegesPage } from '@/features/privileges';
import { loadSettingsPage } from '@/features/settings';
import { loadTrashPage } from '@/features/trash';
import { userPages } from '@/features/users';
import type { PageModule } from './lazy-page';
import * as screens from './screens';
import type { Screen } from './screens';

type PageLoader = () => Promise<PageModule>;
export interface PageRoute extends Screen {
  load: PageLoader;
  /**
   * The features whose texts (`features/<name>/locales/`) the screen shows, loaded with its code, so it never
   * renders a key; the shell's texts are always there, and a part that seldom shows brings its own
   * (`lazyWithTexts`: the History brings the audit's). `route-texts.test.ts` checks the list against the code.
   */
  texts: readonly string[];
}

/** Until a later issue builds a screen, its route shows the shared empty page with the title. */
const emptyPage: PageLoader = () => import('@/components/empty-page');

const page = (screen: Screen, load: PageLoader, texts: readonly string[]): PageRoute => ({
  ...screen,
  load,
  texts,
});

/** List, create and edit of one resource (SPEC §2); create and edit share the form page. */
const crud = (
  resource: Record<'list' | 'create' | 'edit', Screen>,
  {
    list = emptyPage,
    form = emptyPage,
    listTexts = [],
    formTexts = [],
  }: {
    list?: PageLoader;
    form?: PageLoader;
    listTexts?: readonly string[];
    formTexts?: readonly string[];
  } = {},
): PageRoute[] => [
  page(resource.list, list, listTexts),
  page(resource.create, form, formTexts),
  page(resource.edit, form, formTexts),
];

/** The three inboxes share one page, which reads its kind from the path. */
const leadsPage: PageLoader = loadLeadsPage;

/** Every page of SPEC §2 behind the sign-in (`screens.ts`), with its code and texts, in one table. */
export const PAGE_ROUTES: PageRoute[] = [
  ...crud(screens.users, {
    list: userPages.list,
    form: userPages.form,
    listTexts: ['users'],
    formTexts: ['users'],
  }),
  ...crud(screens.lookupTables, { list: lookupTablePages.list, form: lookupTablePages.form }),
  ...crud(screens.lookupItems, { list: lookupTablePages.itemList, form: lookupTablePages.itemForm }),
  // Before the ad's own routes in the table, though the router would rank this static path first anyway.
  page(screens.advertisementReview, advertisementPages.review, ['advertisements', 'signals']),
  page(screens.advertisementPerformance, advertisementPages.performance, ['advertisements', 'performance']),
  ...crud(screens.advertisements, {
    list: advertisementPages.list,
    form: advertisementPages.form,
    listTexts: ['advertisements'],
    formTexts: ['advertisements'],
  }),
  page(screens.settings, loadSettingsPage, ['settings']),
  ...crud(screens.locations, {
    list: locationPages.list,
    form: locationPages.form,
    listTexts: ['locations'],
    formTexts: ['locations'],
  }),
  ...crud(screens.locationItems, {
    list: locationPages.itemList,
    form: locationPages.itemForm,
    listTexts: ['locations'],
    formTexts: ['locations'],
  }),
  page(screens.pages, loadMenusPage, ['pages', 'content', 'locations']),
  page(screens.leadsQuery, leadsPage, ['leads']),
  page(screens.leadsFaq, leadsPage, ['leads']),
  page(screens.leadsContact, leadsPage, ['leads']),
  page(screens.modelRelations, modelRelationPages.list, ['model-relations']),
  page(screens.modelRelationEdit, modelRelationPages.edit, ['model-relations']),
  ...crud(screens.content, {
    list: contentPages.list,
    form: contentPages.form,
    listTexts: ['content'],
    formTexts: ['content', 'pages'],
  }),
  ...crud(screens.feeds, {
    list: feedPages.list,
    form: feedPages.form,
    listTexts: ['feeds'],
    formTexts: ['feeds', 'locations'],
  }),
  page(screens.privileges, loadPrivilegesPage, ['privileges', 'audit']),
  page(screens.audit, loadAuditPage, ['audit']),
  page(screens.trash, loadTrashPage, ['trash']),
];

export { HOME_PATH } from './home-path';
