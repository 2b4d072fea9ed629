/** The screens of a dealer's stock feeds (issue 28). */
export const feedRoutes = {
  list: '/feeds',
  create: '/feeds/create',
  edit: (id: string) => `/feeds/${id}/edit`,
};
