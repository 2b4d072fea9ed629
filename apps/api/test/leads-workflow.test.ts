import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mailOutbox } from '../src/db/schema/index.ts';
import { ACCOUNTS, createLeadsTestApp, newLead, tokensOf, type LeadsTestApp } from './leads-support.ts';

let t: LeadsTestApp;
let tokens: Awaited<ReturnType<typeof tokensOf>>;

beforeAll(async () => {
  t = await createLeadsTestApp({ LEADS_PER_IP_PER_HOUR: '1000', LEADS_PER_EMAIL_PER_HOUR: '1000' });
  tokens = await tokensOf(t);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const send = (method: 'POST' | 'PUT', token: string, url: string, payload: object) =>
  t.request({ method, url, token, payload });
const post = (token: string, url: string, payload: object) => send('POST', token, url, payload);
const auditCount = async (namespace: string, action: string) =>
  Number(
    (
      await t.db.execute(
        sql`select count(*)::int as n from audit_events where namespace = ${namespace} and action = ${action}`,
      )
    ).rows[0]!.n,
  );

describe('tags', () => {
  it('are set on a lead, lower-cased, filtered on in the list, and on the timeline', async () => {
    const lead = await newLead(t, 'query');
    const tagged = await post(tokens.DEALER, `/api/leads_query/${lead.id}/tags`, {
      tags: ['Finanzierung', 'export-tr', 'finanzierung'],
      version: lead.version,
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().data.tags).toEqual(['export-tr', 'finanzierung']);
    expect(tagged.json().data.timeline.at(-1)).toMatchObject({
      type: 'tagged',
      data: { added: ['export-tr', 'finanzierung'], removed: [] },
    });
    const listed = (await get(tokens.DEALER, '/api/leads_query?tag=finanzierung,export-tr')).json().data;
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([lead.id]);
    expect((await get(tokens.DEALER, '/api/leads_query?tag=finanzierung,other')).json().data.total).toBe(0);
  });

  it('refuses a tag with spaces or markup, or too many, and changes nothing', async () => {
    const lead = await newLead(t, 'contact');
    for (const tags of [['two words'], ['<b>x</b>'], Array.from({ length: 11 }, (_, i) => `t${i}`)]) {
      const refused = await post(tokens.ADMIN, `/api/leads_contact/${lead.id}/tags`, { tags, version: 1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ tags: [], version: 1 });
  });

  it('are added and removed in bulk, skipping leads out of reach', async () => {
    const mine = await newLead(t, 'query');
    const foreign = await newLead(t, 'query', {}, t.ads.otherDealer.shortId);
    const bulk = (action: string) =>
      post(tokens.DEALER, '/api/leads_query/bulk', { ids: [mine.id, foreign.id], action, tag: 'messe-2025' });
    const added = (await bulk('tag')).json().data;
    expect(added.updated).toEqual([mine.id]);
    expect(added.skipped.map((skip: { id: string }) => skip.id)).toEqual([foreign.id]);
    expect((await get(tokens.ADMIN, `/api/leads_query/${mine.id}`)).json().data.tags).toEqual(['messe-2025']);
    expect((await get(tokens.ADMIN, `/api/leads_query/${foreign.id}`)).json().data.tags).toEqual([]);
    await bulk('untag');
    expect((await get(tokens.ADMIN, `/api/leads_query/${mine.id}`)).json().data.tags).toEqual([]);
    const missingTag = await post(tokens.DEALER, '/api/leads_query/bulk', { ids: [mine.id], action: 'tag' });
    expect(missingTag.statusCode).toBe(400);
  });
});

describe('assignment', () => {
  it('offers, per lead, staff and the lead’s dealer and representative; a dealer sees no other dealer', async () => {
    const lead = await newLead(t, 'query');
    const names = async (token: string, url: string) =>
      ((await get(token, url)).json().data as { id: string; role: string }[]).map((person) => person.id);
    const forLead = await names(tokens.ADMIN, `/api/leads_query/assignees?lead=${lead.id}`);
    expect(forLead).toEqual(
      expect.arrayContaining([
        await t.idOf(ACCOUNTS.ADMIN),
        await t.idOf(ACCOUNTS.DEALER),
        await t.idOf(ACCOUNTS.REPRESENTATIVE),
      ]),
    );
    expect(forLead).not.toContain(t.ads.otherDealer.ownerId);
    const forDealer = await names(tokens.DEALER, '/api/leads_query/assignees');
    expect(forDealer).not.toContain(t.ads.otherDealer.ownerId);
    expect(forDealer).toContain(await t.idOf(ACCOUNTS.DEALER));
    // FAQ and contact go to staff only.
    const contact = (await get(tokens.ADMIN, '/api/leads_contact/assignees')).json().data as {
      role: string;
    }[];
    expect(new Set(contact.map((person) => person.role))).toEqual(new Set(['ADMIN', 'REPRESENTATIVE']));
    expect((await get(tokens.DEALER, '/api/leads_contact/assignees')).statusCode).toBe(403);
  });

  it('sends FAQ and contact leads to the staff member chosen in settings, and refuses a dealer there', async () => {
    const representative = await t.idOf(ACCOUNTS.REPRESENTATIVE);
    const settings = async () => (await get(tokens.ADMIN, '/api/settings')).json().data.leads;
    const save = async (inboxUser: string | null) =>
      t.request({
        method: 'PATCH',
        url: '/api/settings/leads?lang=en',
        token: tokens.ADMIN,
        payload: { version: (await settings()).version, values: { inbox_user_id: inboxUser } },
      });
    const refused = await save(await t.idOf(ACCOUNTS.DEALER));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['values.inbox_user_id']).toEqual([
      'Choose an active administrator or representative',
    ]);
    expect((await save(representative)).statusCode).toBe(200);
    try {
      const contact = await newLead(t, 'contact');
      const faq = await newLead(t, 'faq');
      expect([contact.assigneeId, faq.assigneeId]).toEqual([representative, representative]);
      const notice = (await t.mailOf(contact.id)).find((mail) => mail.purpose === 'new_lead');
      expect(notice?.toAddress).toBe(ACCOUNTS.REPRESENTATIVE);
    } finally {
      await save(null);
    }
    expect((await newLead(t, 'contact')).assigneeId).toBe(await t.idOf(ACCOUNTS.ADMIN));
  });
});

describe('FAQ entries', () => {
  const entryUrl = (id: string) => `/api/leads_faq/${id}/faq-entry`;

  it('turns a question into a draft entry, publishes it per language, serves it publicly and tells the asker', async () => {
    const question = await newLead(t, 'faq', {
      language: 'fr',
      message: 'Peut-on immatriculer en France un autocar acheté en Turquie ?',
    });
    const draft = await send('PUT', tokens.ADMIN, entryUrl(question.id), {
      version: 1,
      texts: {
        fr: { question: 'Peut-on immatriculer en France un autocar acheté en Turquie ?', answer: '' },
      },
    });
    expect(draft.statusCode).toBe(200);
    const drafted = draft.json().data;
    expect(drafted).toMatchObject({
      status: 'drafting',
      faq_entry: { states: { fr: 'draft', en: 'missing' } },
    });
    // It is an ordinary CMS item of type faq.
    const item = (await get(tokens.ADMIN, `/api/content/${drafted.faq_entry.id}`)).json().data;
    expect(item).toMatchObject({ type: 'faq', source_language: 'fr' });
    expect(item.translations.fr.title).toBe('Peut-on immatriculer en France un autocar acheté en Turquie ?');

    // Telling the asker before the entry is live in their language is refused, and nothing changes.
    const early = await send('PUT', tokens.ADMIN, entryUrl(question.id), {
      version: drafted.version,
      entry_version: drafted.faq_entry.version,
      texts: { en: { question: 'Can a coach bought in Türkiye be registered in France?', answer: 'Yes.' } },
      publish: true,
      notify_asker: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.notify_asker).toEqual([
      'The asker can be told only once the entry is published in their language',
    ]);
    expect((await get(tokens.ADMIN, `/api/leads_faq/${question.id}`)).json().data.version).toBe(
      drafted.version,
    );

    const answer = 'Oui : il faut le certificat de conformité européen et un contrôle technique en France.';
    const published = await send('PUT', tokens.ADMIN, entryUrl(question.id), {
      version: drafted.version,
      entry_version: drafted.faq_entry.version,
      texts: {
        fr: { question: 'Peut-on immatriculer en France un autocar acheté en Turquie ?', answer },
        en: { question: 'Can a coach bought in Türkiye be registered in France?', answer: '' },
      },
      publish: true,
      notify_asker: true,
    });
    expect(published.statusCode).toBe(200);
    const done = published.json().data;
    expect(done).toMatchObject({
      status: 'published',
      faq_entry: { states: { fr: 'published', en: 'draft' }, live_in_lead_language: true },
    });
    expect(done.first_response_at).not.toBeNull();
    const reply = (await t.mailOf(question.id)).find((mail) => mail.purpose === 'reply')!;
    expect(reply).toMatchObject({
      toAddress: question.email,
      language: 'fr',
      inReplyTo: question.threadMessageId,
    });
    expect(reply.body).toContain(answer);

    const faq = await t.request({ method: 'GET', url: '/api/public/faq?lang=fr' });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['cache-control']).toMatch(/public, max-age=/);
    const entry = faq
      .json()
      .data.items.find((found: { question: string }) => found.question.startsWith('Peut-on'));
    expect(entry.html).toContain('certificat de conformité');
    const again = await t.request({
      method: 'GET',
      url: '/api/public/faq?lang=fr',
      headers: { 'if-none-match': String(faq.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Not live in English (no answer there yet): not in the English FAQ.
    const english = (await t.request({ method: 'GET', url: '/api/public/faq?lang=en' })).json().data.items;
    expect(english.some((found: { question: string }) => found.question.startsWith('Can a coach'))).toBe(
      false,
    );

    // A stale entry version is 409 and leaves both as they were.
    const stale = await send('PUT', tokens.ADMIN, entryUrl(question.id), {
      version: done.version,
      entry_version: drafted.faq_entry.version,
      texts: { fr: { question: 'Autre question ?', answer: 'Autre réponse.' } },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('is only for FAQ questions, needs a question, and refuses unknown fields', async () => {
    const query = await newLead(t, 'query');
    expect(
      (await send('PUT', tokens.ADMIN, `/api/leads_query/${query.id}/faq-entry`, { version: 1, texts: {} }))
        .statusCode,
    ).toBe(404);
    const question = await newLead(t, 'faq');
    const empty = await send('PUT', tokens.ADMIN, entryUrl(question.id), { version: 1, texts: {} });
    expect(empty.statusCode).toBe(400);
    const extra = await send('PUT', tokens.ADMIN, entryUrl(question.id), {
      version: 1,
      texts: { de: { question: 'Frage?', answer: '' } },
      status: 'published',
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('reports', () => {
  it('count an inbox within the caller’s scope: a dealer sees its own figures only', async () => {
    const mine = await newLead(t, 'query');
    await newLead(t, 'query', {}, t.ads.otherDealer.shortId);
    await post(tokens.DEALER, `/api/leads_query/${mine.id}/reply`, { body: 'Ja, gern.', version: 1 });
    const admin = (await get(tokens.ADMIN, '/api/leads_query/reports')).json().data;
    const dealer = (await get(tokens.DEALER, '/api/leads_query/reports')).json().data;
    expect(dealer.total).toBeLessThan(admin.total);
    expect(dealer.per_dealer.map((row: { id: string }) => row.id)).toEqual([t.ads.dealer.ownerId]);
    expect(admin.per_dealer.length).toBeGreaterThan(1);
    expect(dealer.per_week.length).toBeGreaterThanOrEqual(12);
    expect(dealer.per_week.reduce((sum: number, week: { count: number }) => sum + week.count, 0)).toBe(
      dealer.total,
    );
    expect(dealer.response.answered).toBeGreaterThan(0);
    expect(dealer.response.median_hours).toBeGreaterThanOrEqual(0);
    expect(dealer.response.p90_hours).toBeGreaterThanOrEqual(dealer.response.median_hours);
    expect(dealer.response.share_within_target).toBeGreaterThan(0);
    expect(dealer.response.share_within_target).toBeLessThanOrEqual(1);
    expect(admin.outcomes.won + admin.outcomes.lost).toBeGreaterThan(0);
    expect(admin.per_advertisement[0]).toMatchObject({
      short_id: expect.any(String),
      count: expect.any(Number),
    });
  });

  it('refuse a period that ends before it starts, and an inbox the role may not list', async () => {
    const backwards = await get(tokens.ADMIN, '/api/leads_faq/reports?from=2025-05-01&to=2025-04-01');
    expect(backwards.statusCode).toBe(400);
    expect((await get(tokens.DEALER, '/api/leads_faq/reports')).statusCode).toBe(403);
  });
});

describe('personal data', () => {
  it('exports everything stored about an address, for an ADMIN only, audited', async () => {
    const email = 'ayse.demir@ozkan-turizm.com.tr';
    const first = await newLead(t, 'query', { email, name: 'Ayşe Demir', language: 'tr' });
    await newLead(t, 'contact', { email: 'Ayse.Demir@ozkan-turizm.com.tr', name: 'Ayşe Demir' });
    const before = await auditCount('leads', 'export');
    const url = `/api/leads/personal-data?email=${encodeURIComponent(email)}`;
    expect((await get(tokens.REPRESENTATIVE, url)).statusCode).toBe(403);
    const exported = (await get(tokens.ADMIN, url)).json().data;
    expect(exported.leads.map((lead: { kind: string }) => lead.kind)).toEqual(['query', 'contact']);
    expect(exported.leads[0]).toMatchObject({
      receipt_id: first.receiptId,
      name: 'Ayşe Demir',
      phone: first.phone,
    });
    expect(exported.leads[0].timeline.map((event: { type: string }) => event.type)).toContain('received');
    expect(exported.mail.some((mail: { purpose: string }) => mail.purpose === 'acknowledgement')).toBe(true);
    expect(await auditCount('leads', 'export')).toBe(before + 1);
    expect((await get(tokens.ADMIN, '/api/leads/personal-data?email=not-an-address')).statusCode).toBe(400);
  });

  it('erases an address: its leads stay for the figures, anonymised, audited, and no longer found by it', async () => {
    const email = 'pieter.devries@devries-reizen.nl';
    const lead = await newLead(t, 'query', { email, name: 'Pieter de Vries', language: 'en' });
    await post(tokens.DEALER, `/api/leads_query/${lead.id}/reply`, { body: 'Dear Pieter, yes.', version: 1 });
    const totalBefore = (await get(tokens.ADMIN, '/api/leads_query/reports')).json().data.total;
    expect((await post(tokens.REPRESENTATIVE, '/api/leads/personal-data/erase', { email })).statusCode).toBe(
      403,
    );
    const erased = await post(tokens.ADMIN, '/api/leads/personal-data/erase', { email });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({ leads: 1, mail: expect.any(Number) });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ name: '—', email: '', phone: null, message: '—', senderIp: null });
    expect(row!.anonymisedAt).not.toBeNull();
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
    expect(mail.every((message) => message.toAddress === '' && !message.body.includes('Pieter'))).toBe(true);
    const detail = (await get(tokens.ADMIN, `/api/leads_query/${lead.id}`)).json().data;
    expect(detail.anonymised).toBe(true);
    expect(JSON.stringify(detail.timeline)).not.toContain('Dear Pieter');
    expect((await get(tokens.ADMIN, `/api/leads/personal-data?email=${email}`)).json().data.leads).toEqual(
      [],
    );
    expect((await get(tokens.ADMIN, '/api/leads_query/reports')).json().data.total).toBe(totalBefore);
    const audit = await t.db.execute(
      sql`select after from audit_events where namespace = 'leads_query' and entity_id = ${lead.id} order by id desc limit 1`,
    );
    expect(audit.rows[0]!.after).toEqual({ anonymised: 'request' });
  });

  it('anonymises leads older than the retention period in the daily job, and only those', async () => {
    const old = await newLead(t, 'contact', { name: 'Jan Kowalski' });
    const recent = await newLead(t, 'contact', { name: 'Anna Nowak' });
    await t.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '800 days'` })
      .where(eq(leads.id, old.id));
    const { anonymiseExpiredLeads } = await import('../src/modules/leads/personal-data.ts');
    const result = await anonymiseExpiredLeads(t.app);
    expect(result).toMatchObject({ retentionDays: 730 });
    expect(result.anonymised).toBeGreaterThanOrEqual(1);
    const [gone] = await t.db.select().from(leads).where(eq(leads.id, old.id));
    const [kept] = await t.db.select().from(leads).where(eq(leads.id, recent.id));
    expect(gone).toMatchObject({ name: '—', status: old.status, kind: 'contact' });
    expect(kept!.name).toBe('Anna Nowak');
  });
});
