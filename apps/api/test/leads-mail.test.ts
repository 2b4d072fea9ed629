import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { ACCOUNTS, createLeadsTestApp, newLead, tokensOf, type LeadsTestApp } from './leads-support.ts';

/** A real SMTP server in the test process; it can be told to refuse the next messages. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            return callback(error);
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count: number) => (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (the worker runs beside the test). */
async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeout = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: LeadsTestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createLeadsTestApp({
    SMTP_URL: smtp.url,
    MAIL_WORKER: 'true',
    MAIL_FROM: 'Coachyard <leads@coachyard.test>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = (address: string, subject: string) =>
  eventually(() =>
    smtp.received.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === address && mail.subject?.includes(subject),
    ),
  );

describe('e-mail through SMTP', () => {
  it('acknowledges the sender, tells the dealer, and threads the dealer’s reply under the first message', async () => {
    const lead = await newLead(t, 'query', { language: 'fr', name: 'Camille Martin' });
    const acknowledgement = await mailTo(lead.email, lead.receiptId);
    expect(acknowledgement.subject).toBe(`Nous avons bien reçu votre message (${lead.receiptId})`);
    expect(acknowledgement.messageId).toBe(lead.threadMessageId);
    expect(acknowledgement.from?.text).toContain('leads@coachyard.test');
    const notice = await mailTo(ACCOUNTS.DEALER, lead.receiptId);
    expect(notice.text).toContain(lead.message);
    expect(notice.replyTo?.text).toBe(lead.email);

    const tokens = await tokensOf(t);
    const replied = await t.request({
      method: 'POST',
      url: `/api/leads_query/${lead.id}/reply`,
      token: tokens.DEALER,
      payload: { template: 'viewing', body: 'Samedi à 10 h ?', version: 1 },
    });
    expect(replied.statusCode).toBe(200);
    const reply = await mailTo(lead.email, 'Re :');
    expect(reply.inReplyTo).toBe(lead.threadMessageId);
    expect(reply.references).toBe(lead.threadMessageId);
    expect(reply.replyTo?.text).toBe(ACCOUNTS.DEALER);
    expect(reply.text).toContain('Bonjour Camille Martin,');
    expect(reply.text).toContain('Samedi à 10 h ?');

    // The timeline shows the e-mails with their delivery result.
    const detail = await eventually(async () => {
      const data = (
        await t.request({ method: 'GET', url: `/api/leads_query/${lead.id}`, token: tokens.DEALER })
      ).json().data;
      return data.timeline.filter((event: { type: string }) => event.type === 'mail_sent').length === 3
        ? data
        : undefined;
    });
    expect(detail.timeline.some((event: { type: string }) => event.type === 'mail_queued')).toBe(false);
  });

  it('retries with backoff when the server refuses, recording the attempt, and delivers once', async () => {
    smtp.refuseNext(1);
    const lead = await newLead(t, 'faq', {
      name: 'Retry Rossi',
      language: 'it',
      email: 'retry.rossi@example.it',
    });
    const failed = await eventually(async () => {
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
      return rows.find((row) => row.attempts === 1 && row.status === 'pending' && row.lastError);
    });
    expect(failed.lastError).toContain('Mailbox busy');
    await eventually(async () => {
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
      return rows.every((row) => row.status === 'sent') ? rows : undefined;
    }, 15_000);
    expect(
      smtp.received.filter(
        (mail) =>
          mail.subject?.includes(lead.receiptId) &&
          mail.to &&
          'text' in mail.to &&
          mail.to.text === lead.email,
      ),
    ).toHaveLength(1);
  });
});

describe('a crash between the commit and the send', () => {
  it('loses nothing: the next process sends what the first one committed', async () => {
    // The first process commits leads and stops before sending anything (its worker never runs).
    const crashed = await createLeadsTestApp({ MAIL_WORKER: 'false' });
    const lead = await newLead(crashed, 'contact', {
      name: 'Nadia Haddad',
      language: 'ar',
      email: 'nadia@example.ae',
    });
    expect((await crashed.mailOf(lead.id)).every((row) => row.status === 'pending')).toBe(true);
    const databaseUrl = crashed.config.databaseUrl!;
    await crashed.app.close();
    await crashed.db.$client.end();

    // A new process on the same database, with its worker: the queued messages go out.
    const db = createDatabase(databaseUrl, 4);
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      DATA_DIR: crashed.config.dataDir,
    });
    const restarted = await buildApp({ config, db });
    await restarted.ready();
    try {
      const acknowledgement = await mailTo('nadia@example.ae', lead.receiptId);
      expect(acknowledgement.subject).toBe(`تلقينا رسالتك (${lead.receiptId})`);
      await eventually(async () => {
        const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
        return rows.length === 2 && rows.every((row) => row.status === 'sent');
      });
    } finally {
      await restarted.close();
      await db.$client.end();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const local = await createLeadsTestApp({ MAIL_WORKER: 'true' });
    try {
      const lead = await newLead(local, 'contact', { language: 'es', name: 'Lucía Fernández' });
      const folder = path.join(local.config.dataDir, 'mail');
      const files = await eventually(async () => {
        const names = await readdir(folder).catch(() => []);
        return names.length === 2 ? names : undefined;
      });
      const messages = await Promise.all(
        files.map(async (name) => simpleParser(await readFile(path.join(folder, name), 'utf8'))),
      );
      // The notice to staff names the sender too: the acknowledgement is the one addressed to the sender.
      const acknowledgement = messages.find(
        (mail) => mail.to && 'text' in mail.to && mail.to.text === lead.email,
      )!;
      expect(acknowledgement.subject).toBe(`Hemos recibido su mensaje (${lead.receiptId})`);
      expect(acknowledgement.messageId).toBe(lead.threadMessageId);
    } finally {
      await local.close();
    }
  });
});
