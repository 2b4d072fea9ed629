/** The screens of SPEC §2's advertisement routes. */
export const adRoutes = {
  list: '/advertisements',
  create: '/advertisements/create',
  review: '/advertisements/review',
  performance: '/advertisements/performance',
  edit: (id: string) => `/advertisements/${id}/edit`,
};
