/** The screens of SPEC §2's advertisement routes. */
export const adRoutes = {
  list: '/advertisements',
  create: '/advertisements/create',
  review: '/advertisements/review',
  edit: (id: string) => `/advertisements/${id}/edit`,
};
