import type { Namespace } from '@coachyard/contract';

/**
 * Every screen behind the sign-in (SPEC §2) as data, one export per screen or per resource's three: its path,
 * the namespace of its privileges and its title's translation key. The route table (`route-table.ts`) gives
 * each its code and texts; the build reads every export of this module on its own (`vite.titles.ts`), without
 * the screens' code, to write each screen's title in every language for the page the server sends, which the
 * start frame shows before the app's code is there. Exports, not one object: the app's bundle keeps no names.
 */
export interface Screen {
  path: string;
  namespace: Namespace;
  /** Translation key of the page title. */
  title: string;
  /** The screen draws breadcrumbs above its title (`components/breadcrumbs.tsx`). */
  crumbs: boolean;
}

/** A screen's privileges are those of the namespace its path starts with (`/lookup-tables/:id/items`). */
const screen = (path: string, name: string, kind: string, crumbs = false): Screen => ({
  path,
  namespace: path.split('/')[1] as Namespace,
  title: `pages.${name}.${kind}`,
  crumbs,
});

/**
 * List, create and edit of one resource, titled `pages.<name>.{list,create,edit}`; `crumbs` says which of them
 * draw breadcrumbs: the forms of a resource whose list they lead back to, or every screen of items in a tree.
 */
const crud = (path: string, name: string, id = 'id', crumbs?: 'forms' | 'all') => ({
  list: screen(path, name, 'list', crumbs === 'all'),
  create: screen(`${path}/create`, name, 'create', !!crumbs),
  edit: screen(`${path}/:${id}/edit`, name, 'edit', !!crumbs),
});

export const users = crud('/users', 'users', 'id', 'forms');
// {id} of the item routes is a table id, or an item id for that item's children.
export const lookupTables = crud('/lookup-tables', 'lookupTables', 'id', 'forms');
export const lookupItems = crud('/lookup-tables/:id/items', 'lookupItems', 'itemId', 'all');
export const advertisementReview = screen('/advertisements/review', 'advertisements', 'review');
export const advertisementPerformance = screen(
  '/advertisements/performance',
  'advertisements',
  'performance',
);
export const advertisements = crud('/advertisements', 'advertisements');
export const settings = screen('/settings', 'settings', 'list');
export const locations = crud('/locations', 'locations', 'id', 'forms');
// ?parent=<item id> on the items screens lists (and creates under) that place.
export const locationItems = crud('/locations/:id/items', 'locationItems', 'itemId', 'all');
export const pages = screen('/pages', 'pages', 'list');
export const leadsQuery = screen('/leads_query', 'leadsQuery', 'list');
export const leadsFaq = screen('/leads_faq', 'leadsFaq', 'list');
export const leadsContact = screen('/leads_contact', 'leadsContact', 'list');
export const modelRelations = screen('/model_relations', 'modelRelations', 'list');
export const modelRelationEdit = screen('/model_relations/:id/edit', 'modelRelations', 'edit', true);
export const content = crud('/content', 'content');
export const feeds = crud('/feeds', 'feeds');
export const privileges = screen('/privileges', 'privileges', 'list');
export const audit = screen('/audit', 'audit', 'list');
export const trash = screen('/trash', 'trash', 'list');
