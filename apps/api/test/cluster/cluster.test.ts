import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivilegeMatrix } from '@coachyard/contract';
import { startCluster, type Cluster, type Instance } from '../../src/cluster/start-cluster.ts';

const SERVER = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Cluster-Password-1';
const database = `coachyard_cluster_${Date.now().toString(36)}`;
let workDir: string;
let cluster: Cluster;
let api1: Instance;
let api2: Instance;

const databaseUrl = () => {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  return url.toString();
};
async function onServer(text: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-cluster-'));
  cluster = await startCluster({
    instances: 2,
    port: 0,
    databaseUrl: databaseUrl(),
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    workDir,
    // Its own keys in the shared Redis: the throttle's counts of this run do not meet another run's. The
    // SIGTERM test sends more than one person's allowance of requests with one account: no request limit here.
    environment: {
      SEED_PASSWORD: PASSWORD,
      LOGIN_FAILURES_PER_ACCOUNT: '5',
      REDIS_KEY_PREFIX: `${database}:`,
      RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  [api1, api2] = cluster.instances as [Instance, Instance];
});
afterAll(async () => {
  await cluster?.stop();
  await onServer(`drop database if exists ${database} with (force)`).catch(() => {});
  await rm(workDir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
}
async function call(base: string, url: string, { method = 'GET', token, body }: Call = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    json: () => JSON.parse(text),
  };
}
async function signIn(base: string, email: string, password = PASSWORD) {
  const response = await call(base, '/api/auth', {
    method: 'POST',
    body: { user_email: email, user_password: password },
  });
  expect(response.status).toBe(200);
  return response.json().data.access_token as string;
}

describe('two instances behind HAProxy', () => {
  it('signs in through the balancer, and the token works on each instance', async () => {
    const token = await signIn(cluster.url, 'dealer@coachyard.test');
    const servedBy = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const me = await call(cluster.url, '/api/users/me', { token });
      expect(me.status).toBe(200);
      servedBy.add(me.servedBy!);
    }
    expect([...servedBy].sort()).toEqual(['api1', 'api2']);
    for (const instance of [api1, api2])
      expect((await call(instance.url, '/api/users/me', { token })).status).toBe(200);
  });

  it('refuses a token signed out on one instance on the other at once', async () => {
    const token = await signIn(cluster.url, 'dealer@coachyard.test');
    expect((await call(api2.url, '/api/users/me', { token })).status).toBe(200);
    expect((await call(api1.url, '/api/auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await call(api2.url, '/api/users/me', { token })).status).toBe(401);
  });

  it('counts failed sign-ins made on both instances in one throttle', async () => {
    const fail = (instance: Instance) =>
      call(instance.url, '/api/auth', {
        method: 'POST',
        body: { user_email: 'representative@coachyard.test', user_password: 'not-the-password' },
      });
    for (const instance of [api1, api2, api1, api2, api1]) expect((await fail(instance)).status).toBe(404);
    // Five failures, split over the two: the right password is refused now on either.
    const next = await call(api2.url, '/api/auth', {
      method: 'POST',
      body: { user_email: 'representative@coachyard.test', user_password: PASSWORD },
    });
    expect(next.status).toBe(429);
    expect(next.json().error.code).toBe('RATE_LIMITED');
  });

  it('accepts on one instance a photo whose upload another instance signed', async () => {
    const token = await signIn(cluster.url, 'admin@coachyard.test');
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1864ab' } })
      .jpeg()
      .toBuffer();
    const signature = await call(api1.url, '/api/uploads/signature', {
      method: 'POST',
      token,
      body: { namespace: 'user', filename: 'portrait.jpg', content_type: 'image/jpeg', size: bytes.length },
    });
    expect(signature.status).toBe(200);
    const { upload, key } = signature.json().data;
    expect(upload.url.startsWith(cluster.storeUrl)).toBe(true);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'portrait.jpg');
    expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBe(204);

    const me = (await call(api2.url, '/api/users/me', { token })).json().data;
    const saved = await call(api2.url, '/api/users/me', {
      method: 'PATCH',
      token,
      body: { profile_picture: key, version: me.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.json().data.profile_picture).toBe(key);
  });

  it('enforces on one instance a privilege change made on the other', async () => {
    const admin = await signIn(cluster.url, 'admin@coachyard.test');
    const dealer = await signIn(cluster.url, 'dealer@coachyard.test');
    expect((await call(api2.url, '/api/advertisements?per_page=1', { token: dealer })).status).toBe(200);
    const matrix = (await call(api1.url, '/api/privileges/matrix', { token: admin })).json()
      .data as PrivilegeMatrix;
    const { advertisements: _removed, ...withoutAds } = matrix.privileges.DEALER;
    const saved = await call(api1.url, '/api/privileges/matrix', {
      method: 'PUT',
      token: admin,
      body: { privileges: { DEALER: withoutAds }, version: matrix.version },
    });
    expect(saved.status).toBe(200);
    expect((await call(api2.url, '/api/advertisements?per_page=1', { token: dealer })).status).toBe(403);
    // Put it back for whoever comes next.
    const restored = await call(api1.url, '/api/privileges/matrix', {
      method: 'PUT',
      token: admin,
      body: { privileges: { DEALER: matrix.privileges.DEALER }, version: saved.json().data.version },
    });
    expect(restored.status).toBe(200);
  });

  it('loses no request while one instance is stopped with SIGTERM under load', async () => {
    const token = await signIn(cluster.url, 'admin@coachyard.test');
    const statuses: number[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const response = await fetch(`${cluster.url}/api/advertisements?per_page=5`, {
          headers: { authorization: `Bearer ${token}` },
        }).then(
          async (answer) => (await answer.arrayBuffer(), answer.status),
          () => 0,
        );
        statuses.push(response);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    api2.process.kill('SIGTERM');
    expect(await api2.exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(workers);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
