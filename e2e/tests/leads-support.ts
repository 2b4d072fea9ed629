import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ACCOUNTS, expect, PASSWORD, shoot } from './fixtures';

/** How long the public form is open before it is sent: the server's minimum fill time is 3 seconds. */
const FILL_TIME_MS = 3_200;

/** A person's message through the public site's API, as the site sends it; returns the receipt id. */
export async function publicFormSends(
  request: APIRequestContext,
  kind: 'query' | 'faq' | 'contact',
  form: { name: string; email: string; message: string; language: string; advertisement?: string },
) {
  const challenge = (await (await request.get('/api/public/leads/challenge')).json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  const response = await request.post(`/api/public/leads/${kind}`, {
    data: { ...form, altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.receipt_id as string;
}

/** A published ad of the demo dealer, read through the API as the dealer. */
export async function dealerShortId(request: APIRequestContext) {
  const login = await request.post('/api/auth', {
    data: { user_email: ACCOUNTS.DEALER, user_password: PASSWORD },
  });
  const token = (await login.json()).data.access_token as string;
  const ads = await request.get('/api/advertisements?status=published&per_page=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await ads.json()).data.items[0].short_id as string;
}

/**
 * The SMTP server the app under test sends through (SMTP_URL in playwright.config.ts), in this test process:
 * what it received, parsed.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  return {
    /** The first message received whose text contains `words` (waits for the outbox worker). */
    async mailWith(words: string) {
      await expect
        .poll(() => received.some((mail) => mail.text?.includes(words)), { timeout: 30_000 })
        .toBe(true);
      return received.find((mail) => mail.text?.includes(words))!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The open lead's id, from the address the drawer put in the URL. */
export const leadIdOf = (page: Page) => new URL(page.url()).searchParams.get('lead') ?? '';

/** Full-page screenshots at a desk's width and a phone's. */
export async function shootBoth(page: Page, info: TestInfo, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, info, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, info, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}
