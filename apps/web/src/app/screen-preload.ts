/**
 * Asks for the first screen's own scripts, styles and texts beside the app's code (issue 30). The server names
 * them in the page it serves at the screen's address (`<meta name="screen-files">`: the API's web plugin, from
 * the build's `screen-files.json`, `scripts/screen-files.mjs`); a text file is named with its language
 * (`file#xx`) and only the reader's is asked for. Called by the entry once the start frame is painted, after the
 * app's own code was asked for, so neither the frame nor the app's code waits behind them. Scripts are module
 * preloads and styles plain preloads: Vite's preload helper, asked for the same files when the screen loads,
 * finds the scripts' links and does not add them again, and its stylesheet takes the preloaded style (a
 * stylesheet added here would let the screen render before its styles, the helper waiting only for its own).
 */
export function preloadScreenFiles(language: string) {
  const named = document.querySelector<HTMLMetaElement>('meta[name=screen-files]')?.content;
  for (const name of named ? named.split(' ') : []) {
    const [href, only] = name.split('#');
    if (!href || (only && only !== language)) continue;
    const link = document.createElement('link');
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
