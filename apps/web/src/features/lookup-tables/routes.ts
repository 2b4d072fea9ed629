/** The screens of SPEC §2's lookup routes; `containerId` is a table id, or an item id for its children. */
export const lookupRoutes = {
  list: '/lookup-tables',
  createLookupTable: '/lookup-tables/create',
  editLookupTable: (id: string) => `/lookup-tables/${id}/edit`,
  items: (containerId: string) => `/lookup-tables/${containerId}/items`,
  createItem: (containerId: string) => `/lookup-tables/${containerId}/items/create`,
  editItem: (containerId: string, itemId: string) => `/lookup-tables/${containerId}/items/${itemId}/edit`,
};
