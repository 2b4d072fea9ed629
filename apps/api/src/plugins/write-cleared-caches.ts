import fp from 'fastify-plugin';
import type { SettingsState } from '@coachyard/contract';
import { createCacheBus, type CacheBus } from '../lib/cache-bus.ts';
import { createWriteClearedCache, type WriteClearedCache } from '../lib/write-cleared-cache.ts';
import type { TokenHolder } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Totals of list queries by statement: counting every matching row is most of a list's cost on 100,000 ads
     * (30 ms against 2 ms for the page), and paging through one search asks for the same total again.
     */
    listTotals: WriteClearedCache<number>;
    /** The account behind a token (plugins/auth.ts), which every authenticated request checks. */
    tokenHolders: WriteClearedCache<TokenHolder | null>;
    /** The site settings (modules/settings), which limits, prices and the banner read on many requests. */
    siteSettings: WriteClearedCache<SettingsState>;
    /** Clears these caches (and the privileges') on every instance when any of them answers a write. */
    cacheBus: CacheBus;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** As long as the privilege cache: a sign-out or a deactivation through another instance takes this long. */
const TOKEN_HOLDERS_TTL_MILLISECONDS = 5_000;
/** A settings change made through another instance takes effect here within this time (issue 14: seconds). */
const SITE_SETTINGS_TTL_MILLISECONDS = 3_000;

/**
 * Read caches that any write may make wrong (lib/write-cleared-cache.ts). `onSend` runs once the handler has
 * finished, after its transaction committed, and before the client hears back: the client's next request
 * already reads afresh.
 */
export default fp(async (app) => {
  const caches = {
    listTotals: createWriteClearedCache<number>({ ttlMilliseconds: app.config.listTotalsTtlMilliseconds }),
    tokenHolders: createWriteClearedCache<TokenHolder | null>({
      ttlMilliseconds: TOKEN_HOLDERS_TTL_MILLISECONDS,
      maxEntries: 10_000,
    }),
    siteSettings: createWriteClearedCache<SettingsState>({ ttlMilliseconds: SITE_SETTINGS_TTL_MILLISECONDS }),
  };
  app.decorate('listTotals', caches.listTotals);
  app.decorate('tokenHolders', caches.tokenHolders);
  app.decorate('siteSettings', caches.siteSettings);
  const clearAll = () => {
    for (const cache of Object.values(caches)) cache.clear();
    app.privileges.forget();
  };
  const bus = createCacheBus(app.db.$client);
  bus.onRemoteWrite(clearAll);
  app.decorate('cacheBus', bus);
  app.addHook('onClose', () => bus.close());
  app.addHook('onSend', async (request) => {
    if (READS.has(request.method)) return;
    clearAll();
    // Before the client hears back, so that its next request finds every instance cleared.
    await bus.announce().catch((error) => request.log.warn({ err: error }, 'could not announce the write'));
  });
});
