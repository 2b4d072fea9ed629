/** The screens of model relations, each loaded with its code when its route opens. */
export const modelRelationPages = {
  list: () => import('./pages/model-relations-page'),
  edit: () => import('./pages/model-relation-edit-page'),
};
