import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createLeadsTestApp, queryForm, type LeadsTestApp } from './leads-support.ts';

let t: LeadsTestApp;
let ipCounter = 0;
/** Each test its own address, so the per-IP limit meets only the test about it. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createLeadsTestApp({
    LEADS_PER_IP_PER_HOUR: '5',
    LEADS_PER_EMAIL_PER_HOUR: '4',
    CORS_ORIGINS: 'https://www.coachyard.com',
  });
});
afterAll(() => t.close());

describe('a buyer asks about an advertisement', () => {
  it('is stored for the ad’s dealer with a receipt, E.164 phone, consent time and two e-mails queued', async () => {
    const response = await t.submit(
      'query',
      queryForm(t.ads.dealer.shortId, await t.altcha(), {
        phone: '90-532-555-1234',
        email: 'hans.becker@reisen-becker.de',
        marketing_opt_in: true,
        privacy_notice_version: '2026-03',
      }),
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(201);
    const { data, success } = response.json();
    expect(data.receipt_id).toMatch(/^L-[A-Z2-9]{8}$/);
    expect(success.message).toBe('Vielen Dank, Ihre Nachricht ist eingegangen');

    const lead = (await t.leadByReceipt(data.receipt_id))!;
    expect(lead).toMatchObject({
      kind: 'query',
      status: 'new',
      advertisementId: t.ads.dealer.id,
      dealerId: t.ads.dealer.ownerId,
      assigneeId: t.ads.dealer.ownerId,
      phone: '+905325551234',
      language: 'de',
      marketingOptIn: true,
      privacyNoticeVersion: '2026-03',
      isSpam: false,
    });
    expect(lead.marketingOptInAt).toBeInstanceOf(Date);
    const mail = await t.mailOf(lead.id);
    expect(mail.map((row) => [row.purpose, row.toAddress]).sort()).toEqual([
      ['acknowledgement', 'hans.becker@reisen-becker.de'],
      ['new_lead', ACCOUNTS.DEALER],
    ]);
    expect(mail.find((row) => row.purpose === 'acknowledgement')!.subject).toContain(data.receipt_id);
  });

  it('accepts the ad by its id too, and leaves marketing unticked unless the sender ticks it', async () => {
    const response = await t.submit('query', queryForm(t.ads.otherDealer.id, await t.altcha()), {
      ip: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    const lead = (await t.leadByReceipt(response.json().data.receipt_id))!;
    expect(lead.assigneeId).toBe(t.ads.otherDealer.ownerId);
    expect(lead).toMatchObject({ marketingOptIn: false, marketingOptInAt: null, phone: '+4930901820' });
  });

  it('routes FAQ questions and contact messages to the staff', async () => {
    const admin = await t.idOf(ACCOUNTS.ADMIN);
    for (const kind of ['faq', 'contact'] as const) {
      const { advertisement: _unused, ...form } = queryForm('', await t.altcha(), { language: 'ar' });
      const response = await t.submit(kind, form, { ip: nextIp() });
      expect(response.statusCode).toBe(201);
      const lead = (await t.leadByReceipt(response.json().data.receipt_id))!;
      expect(lead).toMatchObject({ kind, assigneeId: admin, advertisementId: null, dealerId: null });
    }
  });
});

describe('refused with a clear error and nothing stored', () => {
  const refused = async (kind: 'query' | 'faq', body: Record<string, unknown>) => {
    const before = await t.countLeads();
    const response = await t.submit(kind, body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(await t.countLeads()).toBe(before);
    return response.json().error;
  };

  it('refuses fields the public may not set (status, owner, assignee)', async () => {
    const error = await refused(
      'query',
      queryForm(t.ads.dealer.shortId, await t.altcha(), { status: 'won', assignee_id: 'x', owner: 'y' }),
    );
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields).sort()).toEqual(['assignee_id', 'owner', 'status']);
  });

  it('refuses an advertisement that is not published or does not exist', async () => {
    for (const advertisement of [t.ads.unpublished.shortId, t.ads.unpublished.id, 'ZZZZZZZZ']) {
      const error = await refused('query', queryForm(advertisement, await t.altcha()));
      expect(error.fields.advertisement).toEqual(['This advertisement is no longer available']);
    }
  });

  it('refuses empty and over-long text, NUL bytes and a bad phone number', async () => {
    const altcha = await t.altcha();
    expect(
      (await refused('query', queryForm(t.ads.dealer.shortId, altcha, { name: '   ' }))).fields.name,
    ).toEqual(['Enter your name']);
    const long = await refused(
      'query',
      queryForm(t.ads.dealer.shortId, altcha, { message: 'x'.repeat(5001) }),
    );
    expect(long.fields.message).toEqual(['This text is too long']);
    const nul = await refused('query', queryForm(t.ads.dealer.shortId, altcha, { name: 'Hans\u0000Becker' }));
    expect(nul.fields.name).toEqual(['The text contains a character that is not allowed']);
    const phone = await refused('query', queryForm(t.ads.dealer.shortId, altcha, { phone: '12' }));
    expect(phone.fields.phone).toEqual(['Enter a valid phone number with its country code']);
    // Refused forms leave their solution unspent: the same one still sends a good form.
    const response = await t.submit('query', queryForm(t.ads.dealer.shortId, altcha), { ip: nextIp() });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a missing, forged or replayed proof of work', async () => {
    const missing = await refused('faq', { ...queryForm('', ''), advertisement: undefined });
    expect(missing.fields.altcha).toBeDefined();
    const forged = await refused(
      'query',
      queryForm(t.ads.dealer.shortId, Buffer.from('{"x":1}').toString('base64')),
    );
    expect(forged.fields.altcha).toEqual(['The spam check failed or expired; reload the page and try again']);

    const altcha = await t.altcha();
    const ip = nextIp();
    expect((await t.submit('query', queryForm(t.ads.dealer.shortId, altcha), { ip })).statusCode).toBe(201);
    const replay = await refused(
      'query',
      queryForm(t.ads.dealer.shortId, altcha, { message: 'Another question with the same solution' }),
    );
    expect(replay.fields.altcha).toEqual([
      'This form was already sent; reload the page to send another message',
    ]);
  });
});

describe('double submits and spam', () => {
  it('makes one lead of the same sender and text sent twice within a minute', async () => {
    const form = queryForm(t.ads.dealer.shortId, await t.altcha(), { email: 'twice@example.org' });
    const before = await t.countLeads();
    const [first, second] = await Promise.all([
      t.submit('query', form, { ip: nextIp() }),
      t.submit('query', form, { ip: nextIp() }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.receipt_id).toBe(first.json().data.receipt_id);
    expect(await t.countLeads()).toBe(before + 1);
  });

  it('sends a filled honeypot and links in the name to the Spam view, with no e-mail', async () => {
    const honeypot = await t.submit(
      'contact',
      {
        ...queryForm('', await t.altcha(), { website: 'http://cheap-pills.example' }),
        advertisement: undefined,
      },
      { ip: nextIp() },
    );
    expect(honeypot.statusCode).toBe(201);
    const trapped = (await t.leadByReceipt(honeypot.json().data.receipt_id))!;
    expect(trapped).toMatchObject({ isSpam: true, spamReasons: ['honeypot'] });
    expect(await t.mailOf(trapped.id)).toEqual([]);

    const linked = await t.submit(
      'query',
      queryForm(t.ads.dealer.shortId, await t.altcha(), { name: '<a href="http://x.example">Win</a>' }),
      { ip: nextIp() },
    );
    expect((await t.leadByReceipt(linked.json().data.receipt_id))!.spamReasons).toEqual(['link_in_name']);
  });

  it('answers a flood from one IP with 429 and Retry-After, storing none of the refused', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const before = await t.countLeads();
      const response = await t.submit(
        'query',
        queryForm(t.ads.dealer.shortId, await t.altcha(), {
          email: `flood${index}@example.org`,
          message: `Flood message number ${index}`,
        }),
        { ip },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().error.code).toBe('RATE_LIMITED');
        expect(await t.countLeads()).toBe(before);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another address is not held up by the flood.
    expect(
      (await t.submit('query', queryForm(t.ads.dealer.shortId, await t.altcha()), { ip: nextIp() }))
        .statusCode,
    ).toBe(201);
  });

  it('limits submissions per e-mail address whatever the IP', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await t.submit(
        'faq',
        {
          ...queryForm('', await t.altcha(), { email: 'same@example.org', message: `Question ${index}` }),
          advertisement: undefined,
        },
        { ip: nextIp() },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});

describe('CORS', () => {
  it('answers the configured site origin and never the null origin', async () => {
    const preflight = (origin: string) =>
      t.request({
        method: 'OPTIONS',
        url: '/api/public/leads/query',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect((await preflight('https://www.coachyard.com')).headers['access-control-allow-origin']).toBe(
      'https://www.coachyard.com',
    );
    expect((await preflight('null')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('minimum fill time', () => {
  // The time a form took counts from its challenge: solving the proof of work takes a loaded machine more than a
  // second, so the hasty form is judged against a minute and the patient one against a second it waits out.
  it('sends a form sent faster than a person could fill it to the Spam view', async () => {
    const hastyApp = await createLeadsTestApp({ LEADS_MIN_FILL_SECONDS: '60' });
    try {
      const hasty = await hastyApp.submit(
        'query',
        queryForm(hastyApp.ads.dealer.shortId, await hastyApp.altcha()),
      );
      expect((await hastyApp.leadByReceipt(hasty.json().data.receipt_id))!.spamReasons).toEqual(['too_fast']);
    } finally {
      await hastyApp.close();
    }
  });

  it('lets a form filled at a person’s pace through', async () => {
    const slow = await createLeadsTestApp({ LEADS_MIN_FILL_SECONDS: '1' });
    try {
      const altcha = await slow.altcha();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const patient = await slow.submit('query', queryForm(slow.ads.dealer.shortId, altcha));
      expect((await slow.leadByReceipt(patient.json().data.receipt_id))!.isSpam).toBe(false);
    } finally {
      await slow.close();
    }
  });
});
