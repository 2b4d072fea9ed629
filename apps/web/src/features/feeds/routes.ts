/** The screens of a dealer's stock feeds (issue 28). */
export const feedRoutes = {
  list: '/feeds',
  create: '/feeds/create',
  edit: (id: string) => `/feeds/${id}/edit`,
  /** Where a new feed goes next: its columns are mapped before it can run. */
  mapping: (id: string) => `/feeds/${id}/edit?tab=mapping`,
  /** Where a run started from the list is followed. */
  runs: (id: string) => `/feeds/${id}/edit?tab=runs`,
};
