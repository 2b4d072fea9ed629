import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** What operators and load balancers watch: whether the instance is draining, and its metrics. */
    operations: {
      /** True from SIGTERM on: /api/ready answers 503 so that balancers stop sending new requests here. */
      draining: boolean;
      metrics: Registry;
    };
  }
  interface FastifyRequest {
    startedAt: bigint;
  }
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/**
 * Request metrics and logs, in one hook pair: every answer is counted by route (the route's pattern, never the
 * raw URL, so that ids do not make a series each) and logged as one JSON line with its request id, route, status
 * and duration. Bodies, tokens and passwords are never logged (plugins' logger redaction covers headers).
 */
export default fp(async (app) => {
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the answer, by route and status',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests, by route and status',
    labelNames,
    registers: [metrics],
  });
  const pool = app.db.$client;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool, by state',
    labelNames: ['state'] as const,
    registers: [metrics],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the pool',
    registers: [metrics],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  // Mail waiting in the outbox and jobs waiting in the queue (graphile-worker): a backlog that grows says the
  // worker is down or the SMTP server refuses.
  const backlog = async (query: string) =>
    Number(
      (await pool.query<{ count: string }>(query).catch(() => ({ rows: [{ count: '-1' }] }))).rows[0]?.count,
    );
  new Gauge({
    name: 'mail_outbox_pending_messages',
    help: 'Messages written to the outbox and not sent yet (-1: unknown)',
    registers: [metrics],
    async collect() {
      this.set(await backlog("select count(*) from mail_outbox where status = 'pending'"));
    },
  });
  new Gauge({
    name: 'job_queue_backlog',
    help: 'Jobs waiting or running in the job queue (-1: unknown)',
    registers: [metrics],
    async collect() {
      this.set(await backlog('select count(*) from graphile_worker.jobs'));
    },
  });
  new Gauge({
    name: 'instance_draining',
    help: '1 while the instance is shutting down',
    registers: [metrics],
    collect() {
      this.set(app.operations.draining ? 1 : 0);
    },
  });

  new Gauge({
    name: 'cache_notice_late_acknowledgements',
    help: 'Times another instance did not acknowledge a cache notice within 1 s, since start (lib/cache-bus.ts)',
    registers: [metrics],
    collect() {
      this.set(app.cacheBus.lateAcknowledgements());
    },
  });

  app.decorate('operations', { draining: false, metrics });
  app.decorateRequest('startedAt', 0n);
  app.addHook('onRequest', async (request) => {
    request.startedAt = process.hrtime.bigint();
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    const elapsed = seconds(request.startedAt);
    duration.observe(labels, elapsed);
    requests.inc(labels);
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(elapsed * 10_000) / 10 },
      'answered',
    );
  });
});
