import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), where its inputs, switches, checkboxes and popovers take their ids: the
 * id it starts with, kept. Mantine swaps it for a random one in a layout effect once mounted, a state update in
 * every such component as a screen commits, which React renders at once (a sync update) and, to get there, runs
 * the screen's passive effects (its queries' subscriptions and fetches) in the same long task (issue 30). React's
 * own id is unique in the app's one root and the same on every render, all that an id here needs.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[:«»]/g, '')}`;
}
