/** The screens of lookup tables and their items, each loaded with its code when its route opens. */
export const lookupTablePages = {
  list: () => import('./pages/lookup-tables-page'),
  form: () => import('./pages/lookup-table-form-page'),
  itemList: () => import('./pages/items-page'),
  itemForm: () => import('./pages/item-form-page'),
};
