/** The screens of locations (markets) and their items, each loaded with its code when its route opens. */
export const locationPages = {
  list: () => import('./pages/locations-page'),
  form: () => import('./pages/location-form-page'),
  itemList: () => import('./pages/location-items-page'),
  itemForm: () => import('./pages/location-item-form-page'),
};
