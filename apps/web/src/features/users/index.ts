/** What the shell uses of users: the screens' paths (the account menu links to the caller's own). */
export { userRoutes } from './routes';

/** The screens, each loaded with its code when its route opens (app/route-table.ts). */
export const userPages = {
  list: () => import('./pages/users-page'),
  form: () => import('./pages/user-form-page'),
};
