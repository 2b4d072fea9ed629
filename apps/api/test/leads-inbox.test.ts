import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KINDS, LEAD_STATUSES } from '@coachyard/contract';
import { leads, users } from '../src/db/schema/index.ts';
import { ACCOUNTS, createLeadsTestApp, newLead, tokensOf, type LeadsTestApp } from './leads-support.ts';

let t: LeadsTestApp;
let tokens: Awaited<ReturnType<typeof tokensOf>>;

beforeAll(async () => {
  t = await createLeadsTestApp({ LEADS_PER_IP_PER_HOUR: '1000', LEADS_PER_EMAIL_PER_HOUR: '1000' });
  tokens = await tokensOf(t);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, token, payload });
const unreadCounts = async (token: string) => (await get(token, '/api/leads/unread-counts')).json().data;

describe('a dealer’s inbox', () => {
  it('shows a new question about its ad unread, with the ad, and counts it until opened', async () => {
    const before = await unreadCounts(tokens.DEALER);
    expect(Object.keys(before)).toEqual(['leads_query']);
    const lead = await newLead(t, 'query', { name: 'Giulia Romano', language: 'it' });
    expect((await unreadCounts(tokens.DEALER)).leads_query).toBe(before.leads_query + 1);

    const list = (await get(tokens.DEALER, `/api/leads_query?q=${lead.receiptId}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      receipt_id: lead.receiptId,
      name: 'Giulia Romano',
      status: 'new',
      unread: true,
      overdue: false,
      advertisement: { id: t.ads.dealer.id, short_id: t.ads.dealer.shortId },
      assignee: { id: t.ads.dealer.ownerId },
    });
    expect(list.items[0].advertisement.public_url).toMatch(/^https:\/\//);

    const opened = (await get(tokens.DEALER, `/api/leads_query/${lead.id}`)).json().data;
    expect(opened.unread).toBe(false);
    expect(opened.timeline.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['received', 'assigned', 'read', 'mail_queued']),
    );
    expect((await unreadCounts(tokens.DEALER)).leads_query).toBe(before.leads_query);
    // Unread is per person: the representative has not opened it.
    const forRepresentative = (
      await get(tokens.REPRESENTATIVE, `/api/leads_query?q=${lead.receiptId}`)
    ).json().data;
    expect(forRepresentative.items[0].unread).toBe(true);
  });

  it('hides other dealers’ leads (404, not in the list) and the FAQ and contact inboxes (403)', async () => {
    const foreign = await newLead(t, 'query', {}, t.ads.otherDealer.shortId);
    expect((await get(tokens.DEALER, `/api/leads_query/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (await post(tokens.DEALER, `/api/leads_query/${foreign.id}/status`, { status: 'open', version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await get(tokens.DEALER, `/api/leads_query?q=${foreign.receiptId}`)).json().data.total).toBe(0);
    expect((await get(tokens.DEALER, '/api/leads_faq')).statusCode).toBe(403);
    expect((await get(tokens.ADMIN, `/api/leads_query/${foreign.id}`)).statusCode).toBe(200);
    // A lead of another inbox is not found through this one.
    const contact = await newLead(t, 'contact');
    expect((await get(tokens.ADMIN, `/api/leads_query/${contact.id}`)).statusCode).toBe(404);
  });

  it('lets the representative see the leads of the dealers it manages, and only those', async () => {
    const representative = await t.idOf(ACCOUNTS.REPRESENTATIVE);
    const own = await newLead(t, 'query');
    const foreign = await newLead(t, 'query', {}, t.ads.otherDealer.shortId);
    const [otherOwner] = await t.db.select().from(users).where(eq(users.id, t.ads.otherDealer.ownerId));
    expect((await get(tokens.REPRESENTATIVE, `/api/leads_query/${own.id}`)).statusCode).toBe(200);
    expect((await get(tokens.REPRESENTATIVE, `/api/leads_query/${foreign.id}`)).statusCode).toBe(
      otherOwner!.managerId === representative ? 200 : 404,
    );
  });
});

describe('working a lead', () => {
  it('moves through the query statuses; closing needs a reason; a stale version is 409', async () => {
    const lead = await newLead(t, 'query');
    const url = `/api/leads_query/${lead.id}/status`;
    const skip = await post(tokens.DEALER, url, { status: 'won', close_reason: 'sold_to_buyer', version: 1 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().error.fields.status).toEqual([
      'The lead cannot move from its current status to this one',
    ]);

    const opened = await post(tokens.DEALER, url, { status: 'open', version: 1 });
    expect(opened.json().data).toMatchObject({ status: 'open', version: 2 });
    expect(opened.json().data.available_statuses).toEqual(['replied', 'waiting_on_buyer', 'won', 'lost']);

    const noReason = await post(tokens.DEALER, url, { status: 'lost', version: 2 });
    expect(noReason.json().error.fields.close_reason).toEqual(['Choose the reason for closing']);

    const stale = await post(tokens.DEALER, url, { status: 'lost', close_reason: 'price', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ status: 'open', version: 2 });

    const lost = (
      await post(tokens.DEALER, url, { status: 'lost', close_reason: 'price', version: 2 })
    ).json().data;
    expect(lost).toMatchObject({ status: 'lost', close_reason: 'price', due_at: null });
    expect(
      lost.timeline
        .filter((event: { type: string }) => event.type === 'status')
        .map((event: { data: object }) => event.data),
    ).toEqual([
      { from: 'new', to: 'open', reason: null },
      { from: 'open', to: 'lost', reason: 'price' },
    ]);
  });

  it('refuses moves of another kind’s workflow', async () => {
    const faq = await newLead(t, 'faq');
    const wrong = await post(tokens.ADMIN, `/api/leads_faq/${faq.id}/status`, {
      status: 'won',
      close_reason: 'price',
      version: 1,
    });
    expect(wrong.statusCode).toBe(400);
    const drafting = await post(tokens.ADMIN, `/api/leads_faq/${faq.id}/status`, {
      status: 'drafting',
      version: 1,
    });
    expect(drafting.json().data.status).toBe('drafting');
  });

  it('reassigns to people who may hold the lead, each on the timeline, and keeps notes', async () => {
    const lead = await newLead(t, 'query');
    const admin = await t.idOf(ACCOUNTS.ADMIN);
    const representative = await t.idOf(ACCOUNTS.REPRESENTATIVE);
    const outsider = await newLead(t, 'query', {}, t.ads.otherDealer.shortId);
    const refused = await post(tokens.ADMIN, `/api/leads_query/${lead.id}/assign`, {
      assignee_id: outsider.dealerId,
      version: 1,
    });
    expect(refused.json().error.fields.assignee_id).toEqual(['This person cannot handle this lead']);
    await post(tokens.DEALER, `/api/leads_query/${lead.id}/assign`, {
      assignee_id: representative,
      version: 1,
    });
    const reassigned = await post(tokens.ADMIN, `/api/leads_query/${lead.id}/assign`, {
      assignee_id: admin,
      version: 2,
    });
    expect(reassigned.json().data.assignee.id).toBe(admin);
    const noted = await post(tokens.ADMIN, `/api/leads_query/${lead.id}/notes`, {
      text: 'Called back, asks for a test drive',
    });
    const timeline = noted.json().data.timeline as { type: string; data: Record<string, unknown> }[];
    expect(timeline.filter((event) => event.type === 'assigned').map((event) => event.data.to)).toEqual([
      t.ads.dealer.ownerId,
      representative,
      admin,
    ]);
    expect(timeline.find((event) => event.type === 'note')!.data.text).toBe(
      'Called back, asks for a test drive',
    );
  });

  it('moves leads to Archive and Spam and back, out of the default list', async () => {
    const lead = await newLead(t, 'contact', { name: 'Søren Archivist' });
    const find = async (query: string) =>
      (await get(tokens.ADMIN, `/api/leads_contact?q=Archivist${query}`)).json().data.total;
    expect(await find('')).toBe(1);
    await post(tokens.ADMIN, `/api/leads_contact/${lead.id}/flags`, { archived: true, version: 1 });
    expect([await find(''), await find('&archived=1')]).toEqual([0, 1]);
    await post(tokens.ADMIN, `/api/leads_contact/${lead.id}/flags`, {
      archived: false,
      spam: true,
      version: 2,
    });
    expect([await find(''), await find('&spam=1')]).toEqual([0, 1]);
    const released = await post(tokens.ADMIN, `/api/leads_contact/${lead.id}/flags`, {
      spam: false,
      version: 3,
    });
    expect(released.json().data).toMatchObject({ is_spam: false, archived: false, status: 'new' });
    expect(await find('')).toBe(1);
  });
});

describe('the Spam view', () => {
  it('mails nobody about a lead caught as spam until staff release it, then the sender and the dealer', async () => {
    const caught = await newLead(t, 'query', { website: 'http://robot.example', name: 'Real Person' });
    expect(caught.isSpam).toBe(true);
    expect(await t.mailOf(caught.id)).toEqual([]);
    const released = await post(tokens.DEALER, `/api/leads_query/${caught.id}/flags`, {
      spam: false,
      version: 1,
    });
    expect(released.json().data.is_spam).toBe(false);
    const mail = await t.mailOf(caught.id);
    expect(mail.map((row) => [row.purpose, row.toAddress]).sort()).toEqual([
      ['acknowledgement', caught.email],
      ['new_lead', ACCOUNTS.DEALER],
    ]);
    // Marked and released again: nothing is sent twice.
    await post(tokens.DEALER, `/api/leads_query/${caught.id}/flags`, { spam: true, version: 2 });
    await post(tokens.DEALER, `/api/leads_query/${caught.id}/flags`, { spam: false, version: 3 });
    expect(await t.mailOf(caught.id)).toHaveLength(2);
  });
});

describe('lists', () => {
  it('filters by status, assignee, advertisement, dates and words; sorts and pages', async () => {
    const tag = `Zebrafink${Date.now()}`;
    const first = await newLead(t, 'query', { name: `Ana ${tag}` });
    const second = await newLead(t, 'query', { name: `Bea ${tag}` });
    await newLead(t, 'query', { name: `Cem ${tag}` }, t.ads.otherDealer.shortId);
    await post(tokens.ADMIN, `/api/leads_query/${second.id}/status`, { status: 'open', version: 1 });
    const list = async (query: string) =>
      (await get(tokens.ADMIN, `/api/leads_query?q=${tag}${query}`)).json().data;
    expect((await list('')).total).toBe(3);
    expect((await list('&status=open')).items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect((await list(`&advertisement=${t.ads.dealer.id}`)).total).toBe(2);
    expect((await list(`&assignee=${t.ads.dealer.ownerId}`)).total).toBe(2);
    expect((await list(`&dealer=${t.ads.otherDealer.ownerId}`)).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('&to=2020-01-01')).total).toBe(0);
    const byName = await list('&sort=name&per_page=2');
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual([`Ana ${tag}`, `Bea ${tag}`]);
    expect(byName.total).toBe(3);
    expect((await list('&sort=name&per_page=2&page=2')).items[0].name).toBe(`Cem ${tag}`);
    expect((await get(tokens.ADMIN, '/api/leads_query?sort=message')).statusCode).toBe(400);
    expect((await list('&unread=1')).items.map((item: { id: string }) => item.id)).toContain(first.id);
  });

  it('applies bulk actions lead by lead, skipping those out of reach', async () => {
    const mine = await newLead(t, 'query');
    const foreign = await newLead(t, 'query', {}, t.ads.otherDealer.shortId);
    const result = await post(tokens.DEALER, '/api/leads_query/bulk', {
      ids: [mine.id, foreign.id],
      action: 'archive',
    });
    expect(result.json().data).toEqual({
      updated: [mine.id],
      skipped: [{ id: foreign.id, message: 'Not found' }].map((skip) => ({
        ...skip,
        message: expect.any(String),
      })),
    });
    const moved = await post(tokens.DEALER, '/api/leads_query/bulk', {
      ids: [mine.id],
      action: 'status',
      status: 'won',
    });
    expect(moved.json().data.skipped[0].message).toBe(
      'The lead cannot move from its current status to this one',
    );
  });

  it('exports the filtered leads as CSV with formulas neutralised', async () => {
    const lead = await newLead(t, 'query', { name: '=HYPERLINK("evil.example","Click me")' });
    const response = await get(tokens.DEALER, `/api/leads_query/export.csv?q=${lead.receiptId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',').slice(0, 3)).toEqual(['receipt_id', 'kind', 'status']);
    expect(row).toContain(`"'=HYPERLINK(""evil.example"",""Click me"")"`);
    expect(row).not.toMatch(/,=HYPERLINK/);
  });
});

describe('replies', () => {
  it('e-mails the sender in the lead’s language, threaded, and records the first response once', async () => {
    const lead = await newLead(t, 'query', { language: 'de', name: 'Jonas Weber' });
    const first = await post(tokens.DEALER, `/api/leads_query/${lead.id}/reply`, {
      template: 'available',
      body: 'Sie können ihn am Samstag ansehen.',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const answered = first.json().data;
    expect(answered).toMatchObject({ status: 'replied', due_at: null, overdue: false });
    expect(answered.first_response_at).not.toBeNull();
    const reply = (await t.mailOf(lead.id)).find((mail) => mail.purpose === 'reply')!;
    expect(reply).toMatchObject({
      toAddress: lead.email,
      replyTo: ACCOUNTS.DEALER,
      inReplyTo: lead.threadMessageId,
      language: 'de',
    });
    expect(reply.body).toContain('Hallo Jonas Weber,');
    expect(reply.body).toContain(`Das Fahrzeug ${t.ads.dealer.shortId} ist noch verfügbar.`);
    expect(reply.body).toContain('Sie können ihn am Samstag ansehen.');

    const second = await post(tokens.DEALER, `/api/leads_query/${lead.id}/reply`, {
      body: 'Noch eine Frage?',
      version: 2,
    });
    expect(second.json().data.first_response_at).toBe(answered.first_response_at);
    const templates = (await get(tokens.DEALER, '/api/leads_query/reply-templates?language=tr')).json().data;
    expect(templates.find((template: { id: string }) => template.id === 'sold').body).toContain(
      'satılmıştır',
    );
  });
});

describe('demo leads', () => {
  it('fill every inbox in every status and language, with some overdue and some spam', async () => {
    for (const kind of LEAD_KINDS) {
      const ns = `leads_${kind}`;
      const statuses = new Set<string>();
      for (const status of LEAD_STATUSES[kind]) {
        const found = (await get(tokens.ADMIN, `/api/${ns}?status=${status}&per_page=1`)).json().data.total;
        if (found > 0) statuses.add(status);
      }
      expect([...statuses].sort()).toEqual([...LEAD_STATUSES[kind]].sort());
    }
    const rows = await t.db.select().from(leads);
    expect(new Set(rows.map((row) => row.language)).size).toBe(8);
    expect(rows.length).toBeGreaterThan(250);
    expect((await get(tokens.ADMIN, '/api/leads_query?overdue=1')).json().data.total).toBeGreaterThan(0);
    expect((await get(tokens.ADMIN, '/api/leads_query?spam=1')).json().data.total).toBeGreaterThan(0);
    const weeks = new Set(
      rows.map((row) => Math.floor((Date.now() - row.createdAt.getTime()) / (7 * 86_400_000))),
    );
    expect(weeks.size).toBeGreaterThanOrEqual(6);
  });
});
