import { createContext, useContext } from 'react';
import type { Namespace } from '@coachyard/contract';

/** What a route declares about itself in the route table: its title key and its privilege namespace. */
export interface RouteHandle {
  title?: string;
  namespace?: Namespace;
}

/** The handle of the current route, which the app's routes provide (`app/router.tsx`). */
export const RouteHandleContext = createContext<RouteHandle>({});

/** The handle of the deepest matched route that declares one. */
export const useRouteHandle = (): RouteHandle => useContext(RouteHandleContext);
