/** The screens of SPEC §2's user routes. */
export const userRoutes = {
  list: '/users',
  create: '/users/create',
  edit: (id: string) => `/users/${id}/edit`,
};
