import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SettingsState } from '@coachyard/contract';
import { createCacheBus, EVERY_NAMESPACE, type CacheBus } from '../lib/cache-bus.ts';
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
    /** Clears these caches (and the privileges') on every instance when a write changes what they hold. */
    cacheBus: CacheBus;
    /** Adds a cache of a module to those cleared by writes to `clearedBy` (audit namespaces) or by any write. */
    registerWriteClearedCache(cache: { clear(): void }, clearedBy: readonly string[] | 'any write'): void;
    /** Clears what a write made outside a request (a job) changed, here and on every other instance. */
    announceWrite(namespaces: readonly string[]): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * A request that changes nothing a read cache holds (an unsaved draft's live score, an editor's presence,
     * buyers' events): its success clears no cache here and tells no other instance. Without it, a write that
     * records no audit event clears every cache everywhere, which events sent hundreds of times a second made
     * the cost of every read.
     */
    keepsCaches?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** As long as the privilege cache: a sign-out or a deactivation through another instance takes this long. */
const TOKEN_HOLDERS_TTL_MILLISECONDS = 5_000;
/** A settings change made through another instance takes effect here within this time (issue 14: seconds). */
const SITE_SETTINGS_TTL_MILLISECONDS = 3_000;

/**
 * Read caches that writes may make wrong (lib/write-cleared-cache.ts). Each says which namespaces' writes make
 * it wrong: a request's audit events name what it changed (lib/audit.ts), so editing an advertisement keeps the
 * token checks, privileges and settings every other request reads; a successful write that recorded no event
 * clears everything. `onSend` runs once the handler has finished, after its transaction committed, and before
 * the client hears back: it clears here and announces to every other instance (lib/cache-bus.ts), so the
 * client's next request already reads afresh everywhere.
 */
export default fp(async (app) => {
  const caches: { cache: { clear(): void }; clearedBy: ReadonlySet<string> | 'any write' }[] = [];
  const register = (cache: { clear(): void }, clearedBy: readonly string[] | 'any write') =>
    caches.push({ cache, clearedBy: clearedBy === 'any write' ? clearedBy : new Set(clearedBy) });
  const clearAfter = (namespaces: readonly string[]) => {
    const everything = namespaces.includes(EVERY_NAMESPACE);
    for (const { cache, clearedBy } of caches)
      if (everything || clearedBy === 'any write' || namespaces.some((namespace) => clearedBy.has(namespace)))
        cache.clear();
  };

  const listTotals = createWriteClearedCache<number>({
    ttlMilliseconds: app.config.listTotalsTtlMilliseconds,
    // Counted again beside the requests half-way through: a list read without pause never waits for its count.
    refreshAfterMilliseconds: app.config.listTotalsTtlMilliseconds / 2,
  });
  const tokenHolders = createWriteClearedCache<TokenHolder | null>({
    ttlMilliseconds: TOKEN_HOLDERS_TTL_MILLISECONDS,
    maxEntries: 10_000,
  });
  const siteSettings = createWriteClearedCache<SettingsState>({
    ttlMilliseconds: SITE_SETTINGS_TTL_MILLISECONDS,
  });
  // A total may count rows of any module, and lists are not what writes wait on.
  register(listTotals, 'any write');
  // Accounts change through users, sign-out, the trash and history restores; an account's role through privileges;
  // the place names its answer shows (modules/users/routes-me.ts) through the lookup tables.
  register(tokenHolders, ['users', 'auth', 'privileges', 'trash', 'audit', 'lookup-tables']);
  register(siteSettings, ['settings']);
  register({ clear: () => app.privileges.forget() }, ['privileges']);
  app.decorate('listTotals', listTotals);
  app.decorate('tokenHolders', tokenHolders);
  app.decorate('siteSettings', siteSettings);
  app.decorate('registerWriteClearedCache', register);
  app.decorate('announceWrite', async (namespaces: readonly string[]) => {
    clearAfter(namespaces);
    await bus.announce(namespaces);
  });

  const bus = createCacheBus(app.db.$client);
  bus.onRemoteWrite(clearAfter);
  app.decorate('cacheBus', bus);
  app.decorateRequest('writtenNamespaces', null);
  app.addHook('onClose', () => bus.close());
  // An instance taking requests before it hears the others would answer a token signed out, or a privilege
  // withdrawn, through another instance from its caches: it starts listening first (and /ready says whether
  // it still does).
  app.addHook('onReady', () => bus.ready());
  // Before the client hears back, so that its next request finds every instance cleared.
  const announce = (request: FastifyRequest, namespaces: readonly string[]) => {
    clearAfter(namespaces);
    return bus
      .announce(namespaces)
      .catch((error) => request.log.warn({ err: error }, 'could not announce the write'));
  };
  app.addHook('onSend', async (request, reply) => {
    // What the request's audit events changed (lib/audit.ts), whether it succeeded or not: a request may fail
    // after one of its transactions committed, and clearing after a rolled-back one costs only a reload.
    const written = request.writtenNamespaces;
    if (written) {
      await announce(request, [...written]);
      return;
    }
    if (READS.has(request.method) || request.routeOptions.config.keepsCaches) return;
    // A write that recorded no event: nothing changed when it failed; else no one can say what did.
    if (reply.statusCode >= 400) return;
    await announce(request, [EVERY_NAMESPACE]);
  });
});
