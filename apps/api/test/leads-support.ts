import { and, eq, ne, sql } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll } from 'vitest';
import type { LeadKind } from '@coachyard/contract';
import { advertisements, leads, mailOutbox, users } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

export { ACCOUNTS };

/** Solves a challenge as the altcha widget does and returns the payload a form posts as `altcha`. */
export async function solvedPayload(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface LeadsTestApp extends TestApp {
  /** A fresh challenge from the API, solved. */
  altcha(): Promise<string>;
  /** Posts a lead form from an IP (each test its own, so rate limits do not meet). */
  submit(
    kind: LeadKind,
    body: Record<string, unknown>,
    options?: { ip?: string; headers?: Record<string, string> },
  ): ReturnType<TestApp['request']>;
  /** A published ad of the demo dealer and one of another dealer, and one not published. */
  ads: { dealer: AdFacts; otherDealer: AdFacts; unpublished: AdFacts };
  idOf(email: string): Promise<string>;
  leadByReceipt(receiptId: string): Promise<typeof leads.$inferSelect | undefined>;
  mailOf(leadId: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  countLeads(): Promise<number>;
}

interface AdFacts {
  id: string;
  shortId: string;
  ownerId: string;
}

export async function createLeadsTestApp(environment: Record<string, string> = {}): Promise<LeadsTestApp> {
  const t = await createTestApp({ LEADS_MIN_FILL_SECONDS: '0', MAIL_WORKER: 'false', ...environment });
  const idOf = async (email: string) =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.emailAddress}) = ${email}`)
    )[0]!.id;
  const dealerId = await idOf(ACCOUNTS.DEALER);
  const adWhere = async (condition: ReturnType<typeof and>) => {
    const [row] = await t.db
      .select({ id: advertisements.id, shortId: advertisements.shortId, ownerId: advertisements.ownerId })
      .from(advertisements)
      .where(condition)
      .limit(1);
    if (!row) throw new Error('no such seeded ad');
    return row;
  };
  const published = sql`${advertisements.status} = 'published' and ${advertisements.deletedAt} is null`;
  const ads = {
    dealer: await adWhere(and(published, eq(advertisements.ownerId, dealerId))),
    otherDealer: await adWhere(and(published, ne(advertisements.ownerId, dealerId))),
    unpublished: await adWhere(and(ne(advertisements.status, 'published'))),
  };
  const altcha = async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/leads/challenge' });
    return solvedPayload(response.json().data);
  };
  return {
    ...t,
    ads,
    idOf,
    altcha,
    submit: (kind, body, options = {}) =>
      t.request({
        method: 'POST',
        url: `/api/public/leads/${kind}`,
        payload: body,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: options.headers,
      }),
    leadByReceipt: async (receiptId) =>
      (await t.db.select().from(leads).where(eq(leads.receiptId, receiptId)))[0],
    mailOf: (leadId) => t.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId)),
    countLeads: async () => (await t.db.select({ count: sql<number>`count(*)::int` }).from(leads))[0]!.count,
  };
}

let senders = 0;
/** A buyer's question as the public site sends it, each from another address unless told. */
export const queryForm = (
  advertisement: string,
  altcha: string,
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Hans Becker',
  email: `hans.becker.${++senders}@reisen-becker.de`,
  phone: '+49 30 901820',
  message: 'Guten Tag, ist der Bus noch verfügbar? Wir würden ihn gern nächste Woche in Istanbul ansehen.',
  language: 'de',
  region: 'eu',
  source_page: 'https://www.coachyard.com/de/ads/123',
  advertisement,
  altcha,
  ...overrides,
});

/** Signs in the three demo accounts. */
export async function tokensOf(t: LeadsTestApp) {
  const [ADMIN, REPRESENTATIVE, DEALER] = await Promise.all(
    [ACCOUNTS.ADMIN, ACCOUNTS.REPRESENTATIVE, ACCOUNTS.DEALER].map((email) => t.login(email)),
  );
  return { ADMIN: ADMIN!, REPRESENTATIVE: REPRESENTATIVE!, DEALER: DEALER! };
}

let intakeIps = 0;
/** A lead through the public form (each from its own IP); returns the stored row. */
export async function newLead(
  t: LeadsTestApp,
  kind: LeadKind,
  overrides: Record<string, unknown> = {},
  advertisement: string = t.ads.dealer.shortId,
) {
  const { advertisement: _ad, ...form } = queryForm(advertisement, await t.altcha(), overrides);
  const response = await t.submit(kind, kind === 'query' ? { ...form, advertisement } : form, {
    ip: `10.9.${Math.floor(++intakeIps / 250)}.${intakeIps % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`intake failed: ${response.body}`);
  return (await t.leadByReceipt(response.json().data.receipt_id))!;
}

/**
 * One leads test file's app (rate limits out of the way) and its accounts' tokens, made before the file's tests
 * and closed after them, and the calls its tests make.
 */
export function leadsTestFile() {
  const file = {} as { t: LeadsTestApp; tokens: Awaited<ReturnType<typeof tokensOf>> };
  beforeAll(async () => {
    file.t = await createLeadsTestApp({ LEADS_PER_IP_PER_HOUR: '1000', LEADS_PER_EMAIL_PER_HOUR: '1000' });
    file.tokens = await tokensOf(file.t);
  });
  afterAll(() => file.t.close());

  const get = (token: string, url: string) => file.t.request({ method: 'GET', url, token });
  const send = (method: 'POST' | 'PUT', token: string, url: string, payload: object) =>
    file.t.request({ method, url, token, payload });
  const post = (token: string, url: string, payload: object) => send('POST', token, url, payload);
  /** How many audit rows of that namespace and action there are. */
  const auditCount = async (namespace: string, action: string) =>
    Number(
      (
        await file.t.db.execute(
          sql`select count(*)::int as n from audit_events where namespace = ${namespace} and action = ${action}`,
        )
      ).rows[0]!.n,
    );
  return Object.assign(file, { get, send, post, auditCount });
}
