import type { Namespace } from '@coachyard/contract';
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

type PageLoader = () => Promise<PageModule>;
export interface PageRoute {
  path: string;
  namespace: Namespace;
  /** Translation key of the page title. */
  title: string;
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

/**
 * List, create and edit of one resource (SPEC §2), titled `pages.<name>.{list,create,edit}`; create and edit
 * share the form page.
 */
const crud = (
  path: string,
  namespace: Namespace,
  name: string,
  {
    id = 'id',
    list = emptyPage,
    form = emptyPage,
    listTexts = [],
    formTexts = [],
  }: {
    id?: string;
    list?: PageLoader;
    form?: PageLoader;
    listTexts?: readonly string[];
    formTexts?: readonly string[];
  } = {},
): PageRoute[] => [
  { path, namespace, title: `pages.${name}.list`, load: list, texts: listTexts },
  { path: `${path}/create`, namespace, title: `pages.${name}.create`, load: form, texts: formTexts },
  { path: `${path}/:${id}/edit`, namespace, title: `pages.${name}.edit`, load: form, texts: formTexts },
];

/** The three inboxes share one page, which reads its kind from the path. */
const leadsPage: PageLoader = loadLeadsPage;

/** Every page of SPEC §2 behind the sign-in, in one table. */
export const PAGE_ROUTES: PageRoute[] = [
  ...crud('/users', 'users', 'users', {
    list: userPages.list,
    form: userPages.form,
    listTexts: ['users'],
    formTexts: ['users'],
  }),
  // {id} of the item routes is a table id, or an item id for that item's children.
  ...crud('/lookup-tables', 'lookup-tables', 'lookupTables', {
    list: lookupTablePages.list,
    form: lookupTablePages.form,
    listTexts: [],
    formTexts: [],
  }),
  ...crud('/lookup-tables/:id/items', 'lookup-tables', 'lookupItems', {
    id: 'itemId',
    list: lookupTablePages.itemList,
    form: lookupTablePages.itemForm,
    listTexts: [],
    formTexts: [],
  }),
  // Before the ad's own routes in the table, though the router would rank this static path first anyway.
  {
    path: '/advertisements/review',
    namespace: 'advertisements',
    title: 'pages.advertisements.review',
    load: advertisementPages.review,
    texts: ['advertisements', 'signals'],
  },
  {
    path: '/advertisements/performance',
    namespace: 'advertisements',
    title: 'pages.advertisements.performance',
    load: advertisementPages.performance,
    texts: ['advertisements', 'performance'],
  },
  ...crud('/advertisements', 'advertisements', 'advertisements', {
    list: advertisementPages.list,
    form: advertisementPages.form,
    listTexts: ['advertisements'],
    formTexts: ['advertisements'],
  }),
  {
    path: '/settings',
    namespace: 'settings',
    title: 'pages.settings.list',
    load: loadSettingsPage,
    texts: ['settings'],
  },
  ...crud('/locations', 'locations', 'locations', {
    list: locationPages.list,
    form: locationPages.form,
    listTexts: ['locations'],
    formTexts: ['locations'],
  }),
  // ?parent=<item id> on the items screens lists (and creates under) that place.
  ...crud('/locations/:id/items', 'locations', 'locationItems', {
    id: 'itemId',
    list: locationPages.itemList,
    form: locationPages.itemForm,
    listTexts: ['locations'],
    formTexts: ['locations'],
  }),
  {
    path: '/pages',
    namespace: 'pages',
    title: 'pages.pages.list',
    load: loadMenusPage,
    texts: ['pages', 'content', 'locations'],
  },
  {
    path: '/leads_query',
    namespace: 'leads_query',
    title: 'pages.leadsQuery.list',
    load: leadsPage,
    texts: ['leads'],
  },
  {
    path: '/leads_faq',
    namespace: 'leads_faq',
    title: 'pages.leadsFaq.list',
    load: leadsPage,
    texts: ['leads'],
  },
  {
    path: '/leads_contact',
    namespace: 'leads_contact',
    title: 'pages.leadsContact.list',
    load: leadsPage,
    texts: ['leads'],
  },
  {
    path: '/model_relations',
    namespace: 'model_relations',
    title: 'pages.modelRelations.list',
    load: modelRelationPages.list,
    texts: ['model-relations'],
  },
  {
    path: '/model_relations/:id/edit',
    namespace: 'model_relations',
    title: 'pages.modelRelations.edit',
    load: modelRelationPages.edit,
    texts: ['model-relations'],
  },
  ...crud('/content', 'content', 'content', {
    list: contentPages.list,
    form: contentPages.form,
    listTexts: ['content'],
    formTexts: ['content', 'pages'],
  }),
  ...crud('/feeds', 'feeds', 'feeds', {
    list: feedPages.list,
    form: feedPages.form,
    listTexts: ['feeds'],
    formTexts: ['feeds', 'locations'],
  }),
  {
    path: '/privileges',
    namespace: 'privileges',
    title: 'pages.privileges.list',
    load: loadPrivilegesPage,
    texts: ['privileges', 'audit'],
  },
  {
    path: '/audit',
    namespace: 'audit',
    title: 'pages.audit.list',
    load: loadAuditPage,
    texts: ['audit'],
  },
  {
    path: '/trash',
    namespace: 'trash',
    title: 'pages.trash.list',
    load: loadTrashPage,
    texts: ['trash'],
  },
];

export { HOME_PATH } from './home-path';
