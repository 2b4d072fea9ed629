import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, mailOutbox } from '../src/db/schema/index.ts';
import { leadsTestFile, newLead } from './leads-support.ts';

const file = leadsTestFile();
const { get, post, auditCount } = file;

describe('personal data', () => {
  it('exports everything stored about an address, for an ADMIN only, audited', async () => {
    const email = 'ayse.demir@ozkan-turizm.com.tr';
    const first = await newLead(file.t, 'query', { email, name: 'Ayşe Demir', language: 'tr' });
    await newLead(file.t, 'contact', { email: 'Ayse.Demir@ozkan-turizm.com.tr', name: 'Ayşe Demir' });
    const before = await auditCount('leads', 'export');
    const url = `/api/leads/personal-data?email=${encodeURIComponent(email)}`;
    expect((await get(file.tokens.REPRESENTATIVE, url)).statusCode).toBe(403);
    const exported = (await get(file.tokens.ADMIN, url)).json().data;
    expect(exported.leads.map((lead: { kind: string }) => lead.kind)).toEqual(['query', 'contact']);
    expect(exported.leads[0]).toMatchObject({
      receipt_id: first.receiptId,
      name: 'Ayşe Demir',
      phone: first.phone,
    });
    expect(exported.leads[0].timeline.map((event: { type: string }) => event.type)).toContain('received');
    expect(exported.mail.some((mail: { purpose: string }) => mail.purpose === 'acknowledgement')).toBe(true);
    expect(await auditCount('leads', 'export')).toBe(before + 1);
    expect((await get(file.tokens.ADMIN, '/api/leads/personal-data?email=not-an-address')).statusCode).toBe(
      400,
    );
  });

  it('erases an address: its leads stay for the figures, anonymised, audited, and no longer found by it', async () => {
    const email = 'pieter.devries@devries-reizen.nl';
    const lead = await newLead(file.t, 'query', { email, name: 'Pieter de Vries', language: 'en' });
    await post(file.tokens.DEALER, `/api/leads_query/${lead.id}/reply`, {
      body: 'Dear Pieter, yes.',
      version: 1,
    });
    const totalBefore = (await get(file.tokens.ADMIN, '/api/leads_query/reports')).json().data.total;
    expect(
      (await post(file.tokens.REPRESENTATIVE, '/api/leads/personal-data/erase', { email })).statusCode,
    ).toBe(403);
    const erased = await post(file.tokens.ADMIN, '/api/leads/personal-data/erase', { email });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({ leads: 1, mail: expect.any(Number) });
    const [row] = await file.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ name: '—', email: '', phone: null, message: '—', senderIp: null });
    expect(row!.anonymisedAt).not.toBeNull();
    const mail = await file.t.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
    expect(mail.every((message) => message.toAddress === '' && !message.body.includes('Pieter'))).toBe(true);
    const detail = (await get(file.tokens.ADMIN, `/api/leads_query/${lead.id}`)).json().data;
    expect(detail.anonymised).toBe(true);
    expect(JSON.stringify(detail.timeline)).not.toContain('Dear Pieter');
    expect(
      (await get(file.tokens.ADMIN, `/api/leads/personal-data?email=${email}`)).json().data.leads,
    ).toEqual([]);
    expect((await get(file.tokens.ADMIN, '/api/leads_query/reports')).json().data.total).toBe(totalBefore);
    const audit = await file.t.db.execute(
      sql`select after from audit_events where namespace = 'leads_query' and entity_id = ${lead.id} order by id desc limit 1`,
    );
    expect(audit.rows[0]!.after).toEqual({ anonymised: 'request' });
  });

  it('anonymises leads older than the retention period in the daily job, and only those', async () => {
    const old = await newLead(file.t, 'contact', { name: 'Jan Kowalski' });
    const recent = await newLead(file.t, 'contact', { name: 'Anna Nowak' });
    await file.t.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '800 days'` })
      .where(eq(leads.id, old.id));
    const { anonymiseExpiredLeads } = await import('../src/modules/leads/personal-data.ts');
    const result = await anonymiseExpiredLeads(file.t.app);
    expect(result).toMatchObject({ retentionDays: 730 });
    expect(result.anonymised).toBeGreaterThanOrEqual(1);
    const [gone] = await file.t.db.select().from(leads).where(eq(leads.id, old.id));
    const [kept] = await file.t.db.select().from(leads).where(eq(leads.id, recent.id));
    expect(gone).toMatchObject({ name: '—', status: old.status, kind: 'contact' });
    expect(kept!.name).toBe('Anna Nowak');
  });
});
