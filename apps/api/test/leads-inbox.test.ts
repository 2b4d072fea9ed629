import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadListItemSchema } from '@coachyard/contract';
import { users } from '../src/db/schema/index.ts';
import { ACCOUNTS, leadsTestFile, newLead } from './leads-support.ts';

const file = leadsTestFile();
const { get, post } = file;
const unreadCounts = async (token: string) => (await get(token, '/api/leads/unread-counts')).json().data;

describe('a dealer’s inbox', () => {
  it('shows a new question about its ad unread, with the ad, and counts it until opened', async () => {
    const before = await unreadCounts(file.tokens.DEALER);
    expect(Object.keys(before)).toEqual(['leads_query']);
    const lead = await newLead(file.t, 'query', { name: 'Giulia Romano', language: 'it' });
    expect((await unreadCounts(file.tokens.DEALER)).leads_query).toBe(before.leads_query + 1);

    const list = (await get(file.tokens.DEALER, `/api/leads_query?q=${lead.receiptId}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: lead.id,
      name: 'Giulia Romano',
      status: 'new',
      unread: true,
      answered: false,
      advertisement: { short_id: file.t.ads.dealer.shortId },
    });
    // A lean row (issue 30): what the inbox shows; the whole lead comes by id.
    expect(Object.keys(list.items[0]).sort()).toEqual(Object.keys(leadListItemSchema.shape).sort());

    const opened = (await get(file.tokens.DEALER, `/api/leads_query/${lead.id}`)).json().data;
    expect(opened).toMatchObject({
      receipt_id: lead.receiptId,
      unread: false,
      overdue: false,
      advertisement: { id: file.t.ads.dealer.id, short_id: file.t.ads.dealer.shortId },
      assignee: { id: file.t.ads.dealer.ownerId, name: list.items[0].assignee },
    });
    expect(opened.advertisement.public_url).toMatch(/^https:\/\//);
    expect(opened.timeline.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['received', 'assigned', 'read', 'mail_queued']),
    );
    expect((await unreadCounts(file.tokens.DEALER)).leads_query).toBe(before.leads_query);
    const again = (await get(file.tokens.DEALER, `/api/leads_query?q=${lead.receiptId}`)).json().data;
    expect(again.items[0]).toMatchObject({ id: lead.id, unread: false });
    // Unread is per person: the representative has not opened it.
    const forRepresentative = (
      await get(file.tokens.REPRESENTATIVE, `/api/leads_query?q=${lead.receiptId}`)
    ).json().data;
    expect(forRepresentative.items[0].unread).toBe(true);
  });

  it('flags each lead of a page by whether this reader opened it', async () => {
    const tag = `Page flags ${Date.now()}`;
    const opened = await newLead(file.t, 'query', { name: `Ola ${tag}` });
    const waiting = await newLead(file.t, 'query', { name: `Ida ${tag}` });
    expect((await get(file.tokens.DEALER, `/api/leads_query/${opened.id}`)).statusCode).toBe(200);
    const page = (
      await get(file.tokens.DEALER, `/api/leads_query?q=${encodeURIComponent(tag)}&sort=name`)
    ).json().data;
    expect(page.items.map((item: { id: string; unread: boolean }) => [item.id, item.unread])).toEqual([
      [waiting.id, true],
      [opened.id, false],
    ]);
    const unreadOnly = (
      await get(file.tokens.DEALER, `/api/leads_query?q=${encodeURIComponent(tag)}&unread=1`)
    ).json().data;
    expect(unreadOnly.items.map((item: { id: string }) => item.id)).toEqual([waiting.id]);
  });

  it('hides other dealers’ leads (404, not in the list) and the FAQ and contact inboxes (403)', async () => {
    const foreign = await newLead(file.t, 'query', {}, file.t.ads.otherDealer.shortId);
    expect((await get(file.tokens.DEALER, `/api/leads_query/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (
        await post(file.tokens.DEALER, `/api/leads_query/${foreign.id}/status`, {
          status: 'open',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(file.tokens.DEALER, `/api/leads_query?q=${foreign.receiptId}`)).json().data.total).toBe(
      0,
    );
    expect((await get(file.tokens.DEALER, '/api/leads_faq')).statusCode).toBe(403);
    expect((await get(file.tokens.ADMIN, `/api/leads_query/${foreign.id}`)).statusCode).toBe(200);
    // A lead of another inbox is not found through this one.
    const contact = await newLead(file.t, 'contact');
    expect((await get(file.tokens.ADMIN, `/api/leads_query/${contact.id}`)).statusCode).toBe(404);
  });

  it('lets the representative see the leads of the dealers it manages, and only those', async () => {
    const representative = await file.t.idOf(ACCOUNTS.REPRESENTATIVE);
    const own = await newLead(file.t, 'query');
    const foreign = await newLead(file.t, 'query', {}, file.t.ads.otherDealer.shortId);
    const [otherOwner] = await file.t.db
      .select()
      .from(users)
      .where(eq(users.id, file.t.ads.otherDealer.ownerId));
    expect((await get(file.tokens.REPRESENTATIVE, `/api/leads_query/${own.id}`)).statusCode).toBe(200);
    expect((await get(file.tokens.REPRESENTATIVE, `/api/leads_query/${foreign.id}`)).statusCode).toBe(
      otherOwner!.managerId === representative ? 200 : 404,
    );
  });
});

describe('working a lead', () => {
  it('moves through the query statuses; closing needs a reason; a stale version is 409', async () => {
    const lead = await newLead(file.t, 'query');
    const url = `/api/leads_query/${lead.id}/status`;
    const skip = await post(file.tokens.DEALER, url, {
      status: 'won',
      close_reason: 'sold_to_buyer',
      version: 1,
    });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().error.fields.status).toEqual([
      'The lead cannot move from its current status to this one',
    ]);

    const opened = await post(file.tokens.DEALER, url, { status: 'open', version: 1 });
    expect(opened.json().data).toMatchObject({ status: 'open', version: 2 });
    expect(opened.json().data.available_statuses).toEqual(['replied', 'waiting_on_buyer', 'won', 'lost']);

    const noReason = await post(file.tokens.DEALER, url, { status: 'lost', version: 2 });
    expect(noReason.json().error.fields.close_reason).toEqual(['Choose the reason for closing']);

    const stale = await post(file.tokens.DEALER, url, { status: 'lost', close_reason: 'price', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ status: 'open', version: 2 });

    const lost = (
      await post(file.tokens.DEALER, url, { status: 'lost', close_reason: 'price', version: 2 })
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
    const faq = await newLead(file.t, 'faq');
    const wrong = await post(file.tokens.ADMIN, `/api/leads_faq/${faq.id}/status`, {
      status: 'won',
      close_reason: 'price',
      version: 1,
    });
    expect(wrong.statusCode).toBe(400);
    const drafting = await post(file.tokens.ADMIN, `/api/leads_faq/${faq.id}/status`, {
      status: 'drafting',
      version: 1,
    });
    expect(drafting.json().data.status).toBe('drafting');
  });

  it('reassigns to people who may hold the lead, each on the timeline, and keeps notes', async () => {
    const lead = await newLead(file.t, 'query');
    const admin = await file.t.idOf(ACCOUNTS.ADMIN);
    const representative = await file.t.idOf(ACCOUNTS.REPRESENTATIVE);
    const outsider = await newLead(file.t, 'query', {}, file.t.ads.otherDealer.shortId);
    const refused = await post(file.tokens.ADMIN, `/api/leads_query/${lead.id}/assign`, {
      assignee_id: outsider.dealerId,
      version: 1,
    });
    expect(refused.json().error.fields.assignee_id).toEqual(['This person cannot handle this lead']);
    await post(file.tokens.DEALER, `/api/leads_query/${lead.id}/assign`, {
      assignee_id: representative,
      version: 1,
    });
    const reassigned = await post(file.tokens.ADMIN, `/api/leads_query/${lead.id}/assign`, {
      assignee_id: admin,
      version: 2,
    });
    expect(reassigned.json().data.assignee.id).toBe(admin);
    const noted = await post(file.tokens.ADMIN, `/api/leads_query/${lead.id}/notes`, {
      text: 'Called back, asks for a test drive',
    });
    const timeline = noted.json().data.timeline as { type: string; data: Record<string, unknown> }[];
    expect(timeline.filter((event) => event.type === 'assigned').map((event) => event.data.to)).toEqual([
      file.t.ads.dealer.ownerId,
      representative,
      admin,
    ]);
    expect(timeline.find((event) => event.type === 'note')!.data.text).toBe(
      'Called back, asks for a test drive',
    );
  });

  it('moves leads to Archive and Spam and back, out of the default list', async () => {
    const lead = await newLead(file.t, 'contact', { name: 'Søren Archivist' });
    const find = async (query: string) =>
      (await get(file.tokens.ADMIN, `/api/leads_contact?q=Archivist${query}`)).json().data.total;
    expect(await find('')).toBe(1);
    await post(file.tokens.ADMIN, `/api/leads_contact/${lead.id}/flags`, { archived: true, version: 1 });
    expect([await find(''), await find('&archived=1')]).toEqual([0, 1]);
    await post(file.tokens.ADMIN, `/api/leads_contact/${lead.id}/flags`, {
      archived: false,
      spam: true,
      version: 2,
    });
    expect([await find(''), await find('&spam=1')]).toEqual([0, 1]);
    const released = await post(file.tokens.ADMIN, `/api/leads_contact/${lead.id}/flags`, {
      spam: false,
      version: 3,
    });
    expect(released.json().data).toMatchObject({ is_spam: false, archived: false, status: 'new' });
    expect(await find('')).toBe(1);
  });
});

describe('the Spam view', () => {
  it('mails nobody about a lead caught as spam until staff release it, then the sender and the dealer', async () => {
    const caught = await newLead(file.t, 'query', { website: 'http://robot.example', name: 'Real Person' });
    expect(caught.isSpam).toBe(true);
    expect(await file.t.mailOf(caught.id)).toEqual([]);
    const released = await post(file.tokens.DEALER, `/api/leads_query/${caught.id}/flags`, {
      spam: false,
      version: 1,
    });
    expect(released.json().data.is_spam).toBe(false);
    const mail = await file.t.mailOf(caught.id);
    expect(mail.map((row) => [row.purpose, row.toAddress]).sort()).toEqual([
      ['acknowledgement', caught.email],
      ['new_lead', ACCOUNTS.DEALER],
    ]);
    // Marked and released again: nothing is sent twice.
    await post(file.tokens.DEALER, `/api/leads_query/${caught.id}/flags`, { spam: true, version: 2 });
    await post(file.tokens.DEALER, `/api/leads_query/${caught.id}/flags`, { spam: false, version: 3 });
    expect(await file.t.mailOf(caught.id)).toHaveLength(2);
  });
});

describe('replies', () => {
  it('e-mails the sender in the lead’s language, threaded, and records the first response once', async () => {
    const lead = await newLead(file.t, 'query', { language: 'de', name: 'Jonas Weber' });
    const first = await post(file.tokens.DEALER, `/api/leads_query/${lead.id}/reply`, {
      template: 'available',
      body: 'Sie können ihn am Samstag ansehen.',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const answered = first.json().data;
    expect(answered).toMatchObject({ status: 'replied', due_at: null, overdue: false });
    expect(answered.first_response_at).not.toBeNull();
    const reply = (await file.t.mailOf(lead.id)).find((mail) => mail.purpose === 'reply')!;
    expect(reply).toMatchObject({
      toAddress: lead.email,
      replyTo: ACCOUNTS.DEALER,
      inReplyTo: lead.threadMessageId,
      language: 'de',
    });
    expect(reply.body).toContain('Hallo Jonas Weber,');
    expect(reply.body).toContain(`Das Fahrzeug ${file.t.ads.dealer.shortId} ist noch verfügbar.`);
    expect(reply.body).toContain('Sie können ihn am Samstag ansehen.');

    const second = await post(file.tokens.DEALER, `/api/leads_query/${lead.id}/reply`, {
      body: 'Noch eine Frage?',
      version: 2,
    });
    expect(second.json().data.first_response_at).toBe(answered.first_response_at);
    const templates = (await get(file.tokens.DEALER, '/api/leads_query/reply-templates?language=tr')).json()
      .data;
    expect(templates.find((template: { id: string }) => template.id === 'sold').body).toContain(
      'satılmıştır',
    );
  });
});
