/** The screens of SPEC §2's advertisement routes. */
export const adRoutes = {
  list: '/advertisements',
  create: '/advertisements/create',
  edit: (id: string) => `/advertisements/${id}/edit`,
};
