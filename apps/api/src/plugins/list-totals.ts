import fp from 'fastify-plugin';
import { createListTotals, type ListTotals } from '../lib/list-totals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Totals of list queries, reused until a write is answered (lib/list-totals.ts). */
    listTotals: ListTotals;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write may change a total. `onSend` runs once the handler has finished, after its transaction committed,
 * and before the client hears back, so the client's next list already counts afresh.
 */
export default fp(async (app) => {
  app.decorate('listTotals', createListTotals({ ttlMilliseconds: app.config.listTotalsTtlMilliseconds }));
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) app.listTotals.invalidate();
  });
});
