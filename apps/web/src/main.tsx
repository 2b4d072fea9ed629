import { startEarly } from '@/app/early-start';
import { showStartFrame } from '@/app/start-frame';
import { prepareFormats } from '@/lib/intl-locale';
import { afterNextPaint, nextTask } from '@/lib/next-task';
import { requestStartTexts } from '@/lib/start-texts';
import { getStoredLanguage } from '@/lib/stored';

/**
 * The app's entry, kept small: index.html names the app's styles beside it (`vite.app-start.ts`). This asks for
 * the first screen's texts and data (`early-start.ts`) and shows the signed-in frame, then fetches the app's code
 * once the frame is painted (and prepares the Intl formats meanwhile, `intl-locale.ts`), so that the frame's paint neither waits for the code nor races it. The app starts once its modules
 * have all run (a dynamic import resolves only then), whatever order the bundler gives its chunks, and in a
 * task after the one that ran them. (Splitting that further, React DOM's evaluation apart or the router's
 * creation apart, delayed the first screen by 80 ms on this loaded machine for no less blocking: every yield
 * waits its turn behind other work.)
 */
const root = document.getElementById('root')!;
const { pathname, search } = window.location;
requestStartTexts(pathname);
startEarly(pathname, search);
const framed = showStartFrame(root);
void (framed ? afterNextPaint() : Promise.resolve())
  .then(() => {
    const app = import('@/app/mount');
    if (framed) void nextTask().then(() => prepareFormats(getStoredLanguage()));
    return app;
  })
  .then(async ({ mountApp }) => {
    await nextTask();
    await mountApp(root);
  });
