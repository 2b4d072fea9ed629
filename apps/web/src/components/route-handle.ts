import { useMatches } from 'react-router';
import type { Namespace } from '@coachyard/contract';

/** What a route declares about itself in the route table: its title key and its privilege namespace. */
export interface RouteHandle {
  title?: string;
  namespace?: Namespace;
}

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.title || handle?.namespace) return handle;
  }
  return {};
}
