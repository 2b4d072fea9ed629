import { useEffect, useState } from 'react';

/**
 * The keyboard shortcuts of list and form screens, in one place for every screen: they act on what the shared
 * components mark (`data-shortcut` on the list's search and create button, the pagination's controls) and on the
 * page's form, so a new screen built from them has its shortcuts without a line of its own.
 */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const visible = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0;

const first = (selector: string) => [...document.querySelectorAll(selector)].find(visible) ?? null;

/** The page's own form (not the header's or a dialog's): the one in the main content. */
const pageForm = () => first('main form') as HTMLFormElement | null;

export function usePageShortcuts() {
  const [helpOpened, setHelpOpened] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        const form = pageForm();
        if (!form) return;
        // The browser's "save page" is never what a user of a form means.
        event.preventDefault();
        form.requestSubmit();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      // A dialog has the keyboard while it is open.
      if (first('[role="dialog"]')) return;
      const act = {
        '?': () => setHelpOpened(true),
        '/': () => first('[data-shortcut="search"], main input[type="search"]')?.focus(),
        n: () => first('[data-shortcut="new"]')?.click(),
        ']': () => (first('[data-shortcut="next"]') as HTMLButtonElement | null)?.click(),
        '[': () => (first('[data-shortcut="previous"]') as HTMLButtonElement | null)?.click(),
      }[event.key];
      if (!act) return;
      event.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return { helpOpened, closeHelp: () => setHelpOpened(false) };
}
