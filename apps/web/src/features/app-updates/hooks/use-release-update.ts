import { useCallback, useEffect, useRef, useState } from 'react';

const WORKER_URL = '/service-worker.js';

/** Only a production build served from its own origin registers the worker (SPEC §9). */
const mayRegister = () =>
  import.meta.env.PROD &&
  'serviceWorker' in navigator &&
  new URL(import.meta.env.BASE_URL, window.location.href).origin === window.location.origin;

/**
 * Registers the service worker and tells when a new release has installed beside the running one. `reload`
 * activates it and reloads once it controls the page; nothing reloads unless the user asks.
 */
export function useReleaseUpdate() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloadRequested = useRef(false);

  useEffect(() => {
    if (!mayRegister()) return;
    const container = navigator.serviceWorker;
    const onControllerChange = () => {
      // The first install also takes control of the page: that is no reason to reload.
      if (reloadRequested.current) window.location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);
    const offerWhenInstalled = (worker: ServiceWorker) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed' && container.controller) setWaiting(worker);
      });
    let registration: ServiceWorkerRegistration | undefined;
    const lookForRelease = () => {
      if (document.visibilityState === 'visible') void registration?.update().catch(() => {});
    };
    container
      .register(WORKER_URL, { scope: '/' })
      .then((registered) => {
        registration = registered;
        if (registered.waiting && container.controller) setWaiting(registered.waiting);
        registered.addEventListener('updatefound', () => {
          if (registered.installing) offerWhenInstalled(registered.installing);
        });
      })
      .catch(() => {
        // Without a worker the app works as before, only without its offline page.
      });
    document.addEventListener('visibilitychange', lookForRelease);
    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', lookForRelease);
    };
  }, []);

  const reload = useCallback(() => {
    reloadRequested.current = true;
    waiting?.postMessage('activate-release');
  }, [waiting]);

  return { updateReady: waiting !== null, reload };
}
