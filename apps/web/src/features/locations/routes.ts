/** The screens of SPEC §2's location routes; `?parent=` on the items screens names the place whose children show. */
const withParent = (path: string, parentId?: string | null) =>
  parentId ? `${path}?parent=${encodeURIComponent(parentId)}` : path;

export const locationRoutes = {
  list: '/locations',
  create: '/locations/create',
  edit: (id: string) => `/locations/${id}/edit`,
  items: (id: string, parentId?: string | null) => withParent(`/locations/${id}/items`, parentId),
  createItem: (id: string, parentId?: string | null) => withParent(`/locations/${id}/items/create`, parentId),
  editItem: (id: string, itemId: string) => `/locations/${id}/items/${itemId}/edit`,
};
