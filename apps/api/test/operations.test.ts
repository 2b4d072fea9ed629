import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, TEST_PASSWORD, type TestApp } from './helpers.ts';

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('is alive and ready, and not ready while draining, so that balancers stop sending requests', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/ready' })).json().data).toEqual({ status: 'ok' });

    t.app.operations.draining = true;
    try {
      const draining = await t.request({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().error.code).toBe('UNAVAILABLE');
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.operations.draining = false;
    }
  });
});

describe('metrics', () => {
  it('counts answers by route pattern and status, with the pool and the process, in Prometheus format', async () => {
    const token = await t.login(ACCOUNTS.ADMIN);
    const { items } = (
      await t.request({ method: 'GET', url: '/api/advertisements?per_page=1', token })
    ).json().data;
    await t.request({ method: 'GET', url: `/api/advertisements/${items[0].id}`, token });

    const answer = await t.request({ method: 'GET', url: '/api/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/advertisements\/:id",status="200"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",method="POST",route="\/api\/auth"/);
    expect(text).not.toContain(items[0].id);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_waiting_requests \d+/);
    expect(text).toMatch(/mail_outbox_pending_messages \d+/);
    expect(text).toMatch(/job_queue_backlog \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes/);
  });

  it('is not there for anyone but the configured scrapers', async () => {
    const outsider = await t.request({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('http_requests_total');
  });
});

describe('logs', () => {
  it('writes one JSON line per answer with its request id, route, status and duration, and no secret or message', async () => {
    logLines.length = 0;
    const response = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { user_email: ACCOUNTS.DEALER, user_password: TEST_PASSWORD },
    });
    const token = response.json().data.access_token as string;
    const search = await t.request({
      method: 'GET',
      url: '/api/advertisements?q=Private%20matter%20of%20Mrs%20Aydin',
      token,
    });
    const refused = await t.request({ method: 'GET', url: '/api/users/me', token: 'not-a-token' });

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = entries.filter((entry) => entry.msg === 'answered');
    expect(answered.map((entry) => [entry.route, entry.status])).toEqual([
      ['/api/auth', 200],
      ['/api/advertisements', 200],
      ['/api/users/me', 401],
    ]);
    for (const entry of answered) {
      expect(typeof entry.reqId).toBe('string');
      expect(typeof entry.ms).toBe('number');
    }
    expect(answered[1]!.reqId).toBe(search.headers['x-request-id']);
    expect(refused.json().request_id).toBe(answered[2]!.reqId);
    const everything = logLines.join('\n');
    for (const secret of [TEST_PASSWORD, token, 'not-a-token', 'Aydin', ACCOUNTS.DEALER])
      expect(everything).not.toContain(secret);
  });
});
