import { RTL_LANGUAGES, SCREEN_TITLES_ELEMENT, type ScreenTitle } from '@coachyard/contract';
// The mark itself, not its file: the frame paints with no request of its own (an image would count only once it
// arrived, and the first paint is what the frame is for).
import logoSvg from '@/assets/coachyard-logo.svg?raw';
import { getStoredLanguage, getStoredUser } from '@/lib/stored';
import { FONT_FAMILY } from './font-family';
import header from './layout/app-header.module.css';
import frame from './layout/shell-frame.module.css';
import classes from './start-frame.module.css';

/** Mantine's own key (`localStorageColorSchemeManager`), read before Mantine is there. */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

function colorScheme() {
  const stored = localStorage.getItem(COLOR_SCHEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  if (stored === 'auto') return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return 'light';
}

/**
 * The screen's title, as the server named it in the page, if it did. Not on one's own account: its form is
 * titled "My account", without the trail back to the users list.
 */
function screenTitle(userId: string): ScreenTitle | undefined {
  const named = document.getElementById(SCREEN_TITLES_ELEMENT)?.textContent;
  if (!named || window.location.pathname === `/users/${userId}/edit`) return undefined;
  return JSON.parse(named) as ScreenTitle;
}

/**
 * What index.html shows of a signed-in visit while the app's code downloads: the signed-in frame (the header
 * with the menu's toggle, the logo and the name, the menu's edge) in the reader's direction and colour scheme,
 * which the app itself then keeps. The app's first render replaces it whole (React empties the element it
 * starts in), drawing the same frame in the same place. It says nothing a screen reader should read
 * (`aria-hidden`): the app's own header follows. The frame also shows the screen's title where the app draws
 * it, from the titles the server names in the page (`withScreenTitles`): the largest text of most screens'
 * first view, there seconds sooner on a slow phone. A visitor who is not signed in sees nothing before the
 * sign-in page, as before. Says whether it showed the frame.
 */
export function showStartFrame(root: HTMLElement): boolean {
  const html = document.documentElement;
  const language = getStoredLanguage();
  html.lang = language;
  html.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  html.setAttribute('data-mantine-color-scheme', colorScheme());
  const user = getStoredUser();
  if (!user || root.firstChild) return false;
  const element = (tag: string, className: string, ...children: Node[]) => {
    const node = document.createElement(tag);
    node.className = className;
    node.append(...children);
    return node;
  };
  const logo = element('span', classes.logo!);
  logo.innerHTML = logoSvg;
  const name = element('span', classes.name!, document.createTextNode('Coachyard'));
  const bar = element(
    'div',
    classes.bar!,
    element('span', header.burger!, element('span', header.lines!)),
    element('span', classes.home!, logo, name),
  );
  const main = element('main', frame.main!);
  const screen = screenTitle(user.id);
  const title = screen?.titles[language];
  if (title) {
    // The trail's place, empty: its labels are the app's to draw (a record's name among them).
    if (screen.crumbs) main.append(element('div', classes.crumbs!));
    main.append(
      element('div', classes.titleRow!, element('h1', classes.title!, document.createTextNode(title))),
    );
  }
  const shell = element(
    'div',
    `${frame.frame} ${classes.start}`,
    element('header', frame.header!, bar),
    element('nav', frame.navbar!),
    main,
  );
  shell.style.fontFamily = FONT_FAMILY;
  shell.setAttribute('aria-hidden', 'true');
  root.append(shell);
  return true;
}
