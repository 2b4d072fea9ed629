/* Coachyard's service worker (SPEC §9). The build (scripts/service-worker.mjs) fills in RELEASE and PRECACHE.
 *
 * - The app shell and its hashed scripts and styles come from the cache: a repeat visit starts without waiting for
 *   the network. Hashed files never change, so the cache is always right for them.
 * - Pages (navigations) always go to the network, so a new release is seen at once; offline, the offline page
 *   answers, which says so plainly instead of an app whose every request fails.
 * - API answers, media and anything else are never stored: they are personal, or change.
 * - A new release installs beside the running one and waits; the page offers a reload, which activates it.
 */
const RELEASE = '__RELEASE__';
const PRECACHE = __PRECACHE__;
const CACHE = `coachyard-shell-${RELEASE}`;
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, ...PRECACHE])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('coachyard-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate-release') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE, { cacheName: CACHE })));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
  }
});
