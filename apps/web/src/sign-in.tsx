import '@/app/styles';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SignInPage } from '@/app/sign-in-page';
import { ThemeProvider } from '@/app/theme';
import { ReleaseUpdateNotice } from '@/features/app-updates';
import { sessionStore } from '@/lib/auth';
import { initSignInI18n } from '@/lib/sign-in-i18n';

/**
 * The sign-in page (`login.html`, served for /login): React, Mantine's theme and inputs, react-i18next over the page's
 * few texts (no i18next, see `lib/sign-in-i18n.ts`), without the router, TanStack Query, the shell or any other screen. Once signed in, the app is
 * started here in place, at /login, and its guard sends the user on to the page first asked for.
 */
const element = document.getElementById('root')!;
const loadApp = () => import('@/app/mount');
let signInRoot: Root | undefined;

async function startApp() {
  const { mountApp } = await loadApp();
  await mountApp(element, () => signInRoot?.unmount());
}

if (sessionStore.get().isLoggedIn) {
  // Already signed in: the app's guard sends the user away from /login.
  void startApp();
} else {
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get().isLoggedIn) return;
    stop();
    void startApp();
  });
  void initSignInI18n().then(() => {
    signInRoot = createRoot(element);
    signInRoot.render(
      <StrictMode>
        <ThemeProvider>
          {/* The user is here to sign in: the app's code comes while they type. */}
          <SignInPage onFirstUse={() => void loadApp()} />
          <ReleaseUpdateNotice />
        </ThemeProvider>
      </StrictMode>,
    );
  });
}
