import { listQueryOf } from '@/components/data-table/list-query';
import { apiUrl, type Query } from '@/lib/api-url';
import { askEarly, readEarly } from '@/lib/early-answers';
import { mayOpen, toPermissions } from '@/lib/permissions';
import { STORAGE_KEYS, getStoredLanguage, getStoredUser } from '@/lib/stored';
import { FIRST_LISTS } from './first-lists';
import { screenPathOf } from './home-path';

/**
 * What the shell asks for on every screen and for every role as soon as its code is there
 * (`layout/shell-queries.ts`), besides the privileges.
 */
const SHELL_PATHS = ['/users/me', '/public/settings', '/users/me/preferences'];

const ignore = () => undefined;

/**
 * Asks, from the app's small entry, for what the first screen shows before the app's code has arrived: the
 * shell's first queries and, on a list screen opened without search params, its first page (`FIRST_LISTS`). The answers arrive while the code downloads, and the API client hands each to the app's own
 * first GET of the same URL (`lib/early-answers.ts`), so that the screen's first render shows them instead of
 * waiting for the code, then for the privileges, then for its rows, in series. The list is asked for only once
 * the privileges just asked for allow the screen (a refused call would end the session, SPEC §8); a visitor
 * who is not signed in asks nothing.
 */
export function startEarly(pathname: string, search: string) {
  const user = getStoredUser();
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!user || !token) return;
  const language = getStoredLanguage();
  const urlOf = (path: string, query: Query = {}) => apiUrl(path, query, language);
  const permissions = readEarly(urlOf('/users/permissions', { role: user.role }), token);
  for (const path of SHELL_PATHS) askEarly(urlOf(path), token);
  const list = search ? undefined : FIRST_LISTS[screenPathOf(pathname)];
  if (!list) return;
  const query = listQueryOf(new URLSearchParams(), { filters: [], defaultSort: list.defaultSort });
  permissions
    .then((answer) => {
      if (answer !== null && mayOpen(toPermissions(answer), list.namespace))
        askEarly(urlOf(list.path, query), token);
    })
    .catch(ignore);
}
