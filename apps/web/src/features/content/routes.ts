/** The paths of the content screens (the route table maps them to pages). */
export const contentRoutes = {
  list: '/content',
  create: '/content/create',
  edit: (id: string) => `/content/${id}/edit`,
};
