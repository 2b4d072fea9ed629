import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How far down each entry of this tab's history was scrolled, by its key. */
const scrolledTo = new Map<string, number>();

/**
 * What react-router's ScrollRestoration did for its data router, which the app no longer uses: Back and Forward
 * return to where the page was scrolled, any other navigation starts at the top (or at its #hash).
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const remember = () => scrolledTo.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? scrolledTo.get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
