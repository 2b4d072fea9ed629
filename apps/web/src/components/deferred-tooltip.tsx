import { Suspense, cloneElement, lazy, useState, type ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';
import { withChunkTimeout } from '@/app/lazy-page';

const Tooltip = lazy(() => withChunkTimeout(import('./tooltip')));

type TargetProps = {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * Mantine's Tooltip, whose code (the tooltip and Floating UI, 18 kB gzip) is downloaded when the pointer or the
 * focus first reaches what it explains: a form shows it only to whoever looks there. It opens as soon as it has
 * arrived if the pointer or focus is still there, and from then on it is Mantine's. What it says must also be in
 * the page for screen readers (`aria-describedby`), as Mantine's tooltip is not announced either.
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<TargetProps> }) {
  // Where the pointer or focus is while the tooltip's code is on its way: not yet come, on the target, gone.
  const [reach, setReach] = useState<'not yet' | 'inside' | 'left'>('not yet');
  const enter = () => setReach('inside');
  const leave = () => setReach((now) => (now === 'inside' ? 'left' : now));
  const target = cloneElement(children, {
    onPointerEnter: enter,
    onFocus: enter,
    onPointerLeave: leave,
    onBlur: leave,
  });
  if (reach === 'not yet') return target;
  return (
    <Suspense fallback={target}>
      <Tooltip {...props} defaultOpened={reach === 'inside'}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
