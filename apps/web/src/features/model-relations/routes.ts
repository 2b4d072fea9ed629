/** The screens of SPEC §2's model relation routes; `{id}` is the brand's id (a `brands` lookup item). */
export const modelRelationRoutes = {
  list: '/model_relations',
  edit: (brandId: string) => `/model_relations/${brandId}/edit`,
};
