import type { ComponentType } from 'react';
import type { Namespace } from '@coachyard/contract';

type PageModule = { default: ComponentType };
export interface PageRoute {
  path: string;
  namespace: Namespace;
  /** Translation key of the page title. */
  title: string;
  load: () => Promise<PageModule>;
}

/** Until a later issue builds a screen, its route shows the shared empty page with the title. */
const emptyPage = () => import('@/components/empty-page');

/** List, create and edit of one resource (SPEC §2), under `pages.<name>.{list,create,edit}`. */
const crud = (
  path: string,
  namespace: Namespace,
  name: string,
  { id = 'id', load = emptyPage } = {},
): PageRoute[] => [
  { path, namespace, title: `pages.${name}.list`, load },
  { path: `${path}/create`, namespace, title: `pages.${name}.create`, load },
  { path: `${path}/:${id}/edit`, namespace, title: `pages.${name}.edit`, load },
];

/** Every page of SPEC §2 behind the sign-in, in one table. */
export const PAGE_ROUTES: PageRoute[] = [
  ...crud('/users', 'users', 'users'),
  // Lookup tables (issue 3): crud()'s paths and titles, each with its screen. {id} of the item routes is
  // a table id, or an item id for that item's children.
  {
    path: '/lookup-tables',
    namespace: 'lookup-tables',
    title: 'pages.lookupTables.list',
    load: () => import('@/features/lookup-tables/pages/collections-page'),
  },
  {
    path: '/lookup-tables/create',
    namespace: 'lookup-tables',
    title: 'pages.lookupTables.create',
    load: () => import('@/features/lookup-tables/pages/collection-form-page'),
  },
  {
    path: '/lookup-tables/:id/edit',
    namespace: 'lookup-tables',
    title: 'pages.lookupTables.edit',
    load: () => import('@/features/lookup-tables/pages/collection-form-page'),
  },
  {
    path: '/lookup-tables/:id/items',
    namespace: 'lookup-tables',
    title: 'pages.lookupItems.list',
    load: () => import('@/features/lookup-tables/pages/items-page'),
  },
  {
    path: '/lookup-tables/:id/items/create',
    namespace: 'lookup-tables',
    title: 'pages.lookupItems.create',
    load: () => import('@/features/lookup-tables/pages/item-form-page'),
  },
  {
    path: '/lookup-tables/:id/items/:itemId/edit',
    namespace: 'lookup-tables',
    title: 'pages.lookupItems.edit',
    load: () => import('@/features/lookup-tables/pages/item-form-page'),
  },
  ...crud('/advertisements', 'advertisements', 'advertisements'),
  { path: '/settings', namespace: 'settings', title: 'pages.settings.list', load: emptyPage },
  ...crud('/locations', 'locations', 'locations'),
  ...crud('/locations/:id/items', 'locations', 'locationItems', { id: 'itemId' }),
  { path: '/pages', namespace: 'pages', title: 'pages.pages.list', load: emptyPage },
  { path: '/leads_query', namespace: 'leads_query', title: 'pages.leadsQuery.list', load: emptyPage },
  { path: '/leads_faq', namespace: 'leads_faq', title: 'pages.leadsFaq.list', load: emptyPage },
  { path: '/leads_contact', namespace: 'leads_contact', title: 'pages.leadsContact.list', load: emptyPage },
  {
    path: '/model_relations',
    namespace: 'model_relations',
    title: 'pages.modelRelations.list',
    load: emptyPage,
  },
  {
    path: '/model_relations/:id/edit',
    namespace: 'model_relations',
    title: 'pages.modelRelations.edit',
    load: emptyPage,
  },
  ...crud('/content', 'content', 'content'),
];

/** Where `/` and `/dashboard` lead (SPEC §2). */
export const HOME_PATH = '/advertisements';
