/**
 * Asks for the first screen's own scripts, styles and texts once the app's code has arrived, while it runs
 * (issue 30), not once it has run and started the app. The server names them in the page it serves at the
 * screen's address, as inert preload links in `<template id="screen-files">` (the API's web plugin, from the
 * build's `screen-files.json`, `scripts/screen-files.mjs`); a text file's link says its language (`data-lang`)
 * and only the reader's is asked for. `after` are the app's code's own preloads: asked for beside them, the
 * screen's thirty small files took the line from the app's code, which everything after the first paint waits
 * for (bench/RESULTS.md). Vite's preload helper, asked for the same files when the screen loads, finds the
 * scripts' links and does not add them again, and its stylesheet takes the preloaded style.
 */
export function preloadScreenFiles(language: string, after: readonly HTMLLinkElement[] = []) {
  const files = document.querySelector<HTMLTemplateElement>('template#screen-files')?.content;
  if (!files) return;
  for (const text of files.querySelectorAll(`[data-lang]:not([data-lang="${language}"])`)) text.remove();
  // Vite's helper listens to no script preload of its own: these handlers are the only ones.
  const arrived = (link: HTMLLinkElement) => new Promise((done) => (link.onload = link.onerror = done));
  void Promise.all(after.map(arrived)).then(() => document.head.append(files));
}
