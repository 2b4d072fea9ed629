import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/index.ts';
import { ACCOUNTS, leadsTestFile, newLead } from './leads-support.ts';

const file = leadsTestFile();
const { get, post } = file;

describe('tags', () => {
  it('are set on a lead, lower-cased, filtered on in the list, and on the timeline', async () => {
    const lead = await newLead(file.t, 'query');
    const tagged = await post(file.tokens.DEALER, `/api/leads_query/${lead.id}/tags`, {
      tags: ['Finanzierung', 'export-tr', 'finanzierung'],
      version: lead.version,
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().data.tags).toEqual(['export-tr', 'finanzierung']);
    expect(tagged.json().data.timeline.at(-1)).toMatchObject({
      type: 'tagged',
      data: { added: ['export-tr', 'finanzierung'], removed: [] },
    });
    const listed = (await get(file.tokens.DEALER, '/api/leads_query?tag=finanzierung,export-tr')).json().data;
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([lead.id]);
    expect((await get(file.tokens.DEALER, '/api/leads_query?tag=finanzierung,other')).json().data.total).toBe(
      0,
    );
  });

  it('refuses a tag with spaces or markup, or too many, and changes nothing', async () => {
    const lead = await newLead(file.t, 'contact');
    for (const tags of [['two words'], ['<b>x</b>'], Array.from({ length: 11 }, (_, i) => `t${i}`)]) {
      const refused = await post(file.tokens.ADMIN, `/api/leads_contact/${lead.id}/tags`, {
        tags,
        version: 1,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
    }
    const [row] = await file.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ tags: [], version: 1 });
  });

  it('are added and removed in bulk, skipping leads out of reach', async () => {
    const mine = await newLead(file.t, 'query');
    const foreign = await newLead(file.t, 'query', {}, file.t.ads.otherDealer.shortId);
    const bulk = (action: string) =>
      post(file.tokens.DEALER, '/api/leads_query/bulk', {
        ids: [mine.id, foreign.id],
        action,
        tag: 'messe-2025',
      });
    const added = (await bulk('tag')).json().data;
    expect(added.updated).toEqual([mine.id]);
    expect(added.skipped.map((skip: { id: string }) => skip.id)).toEqual([foreign.id]);
    expect((await get(file.tokens.ADMIN, `/api/leads_query/${mine.id}`)).json().data.tags).toEqual([
      'messe-2025',
    ]);
    expect((await get(file.tokens.ADMIN, `/api/leads_query/${foreign.id}`)).json().data.tags).toEqual([]);
    await bulk('untag');
    expect((await get(file.tokens.ADMIN, `/api/leads_query/${mine.id}`)).json().data.tags).toEqual([]);
    const missingTag = await post(file.tokens.DEALER, '/api/leads_query/bulk', {
      ids: [mine.id],
      action: 'tag',
    });
    expect(missingTag.statusCode).toBe(400);
  });
});

describe('assignment', () => {
  it('offers, per lead, staff and the lead’s dealer and representative; a dealer sees no other dealer', async () => {
    const lead = await newLead(file.t, 'query');
    const names = async (token: string, url: string) =>
      ((await get(token, url)).json().data as { id: string; role: string }[]).map((person) => person.id);
    const forLead = await names(file.tokens.ADMIN, `/api/leads_query/assignees?lead=${lead.id}`);
    expect(forLead).toEqual(
      expect.arrayContaining([
        await file.t.idOf(ACCOUNTS.ADMIN),
        await file.t.idOf(ACCOUNTS.DEALER),
        await file.t.idOf(ACCOUNTS.REPRESENTATIVE),
      ]),
    );
    expect(forLead).not.toContain(file.t.ads.otherDealer.ownerId);
    const forDealer = await names(file.tokens.DEALER, '/api/leads_query/assignees');
    expect(forDealer).not.toContain(file.t.ads.otherDealer.ownerId);
    expect(forDealer).toContain(await file.t.idOf(ACCOUNTS.DEALER));
    // FAQ and contact go to staff only.
    const contact = (await get(file.tokens.ADMIN, '/api/leads_contact/assignees')).json().data as {
      role: string;
    }[];
    expect(new Set(contact.map((person) => person.role))).toEqual(new Set(['ADMIN', 'REPRESENTATIVE']));
    expect((await get(file.tokens.DEALER, '/api/leads_contact/assignees')).statusCode).toBe(403);
  });

  it('sends FAQ and contact leads to the staff member chosen in settings, and refuses a dealer there', async () => {
    const representative = await file.t.idOf(ACCOUNTS.REPRESENTATIVE);
    const settings = async () => (await get(file.tokens.ADMIN, '/api/settings')).json().data.leads;
    const save = async (inboxUser: string | null) =>
      file.t.request({
        method: 'PATCH',
        url: '/api/settings/leads?lang=en',
        token: file.tokens.ADMIN,
        payload: { version: (await settings()).version, values: { inbox_user_id: inboxUser } },
      });
    const refused = await save(await file.t.idOf(ACCOUNTS.DEALER));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['values.inbox_user_id']).toEqual([
      'Choose an active administrator or representative',
    ]);
    expect((await save(representative)).statusCode).toBe(200);
    try {
      const contact = await newLead(file.t, 'contact');
      const faq = await newLead(file.t, 'faq');
      expect([contact.assigneeId, faq.assigneeId]).toEqual([representative, representative]);
      const notice = (await file.t.mailOf(contact.id)).find((mail) => mail.purpose === 'new_lead');
      expect(notice?.toAddress).toBe(ACCOUNTS.REPRESENTATIVE);
    } finally {
      await save(null);
    }
    expect((await newLead(file.t, 'contact')).assigneeId).toBe(await file.t.idOf(ACCOUNTS.ADMIN));
  });
});
