import { BENCH_PASSWORD, signIn, startApp } from '../lib/server.ts';
import { advertisementsEnvironment } from './advertisements-environment.ts';
import { benchIntake, FORMS, type IntakeBench, nodeScript, openedForms } from './leads-intake.ts';
import { benchInbox, type LeadsListBench } from './leads-inbox.ts';

/**
 * Issue 15's bench, on an app of its own (behind a "proxy": TRUST_PROXY, so X-Forwarded-For names the buyer):
 * 1. Public intake: BENCH_LEAD_FORMS buyers' forms from many addresses at 50 connections while one address floods
 *    the same endpoint. Every legitimate layer is passed as a browser passes it — each form solves its own altcha
 *    challenge (in a process of its own, as a buyer's browser works on the buyer's CPU), is sent more than the
 *    minimum fill time after it opened, from an address and an e-mail under their hourly limits, with an empty
 *    honeypot — and the flood, a robot that cannot afford the proof of work, meets the per-IP limit. Afterwards
 *    the database is counted: every receipt a buyer got is a stored lead outside the Spam view, and nothing of
 *    the flood's.
 * 2. The query inbox on BENCH_LEADS more leads (`npm run seed -- --leads N`), beside the same statements run raw
 *    through `pg` by a bare Fastify server (apps/api/src/modules/leads/bench/raw-sql-server.ts).
 */

export const BENCH_LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
export interface LeadsBench {
  intake: IntakeBench;
  inbox: LeadsListBench;
}

/** Both halves of issue 15's bench on an app and embedded PostgreSQL of their own. */
export async function benchLeads(): Promise<LeadsBench> {
  const environment = await advertisementsEnvironment();
  const app = await startApp({ ...environment.environment, TRUST_PROXY: 'true' });
  try {
    const databaseUrl = await environment.databaseUrl();
    console.log(
      `\nSeeding ${BENCH_LEADS} more leads through \`npm run seed -- --leads ${BENCH_LEADS}\` while ${FORMS} buyers open a form and solve its challenge…`,
    );
    const started = Date.now();
    const seeding = nodeScript('apps/api/src/seed/cli.ts', ['--leads', String(BENCH_LEADS)], {
      ...environment.environment,
      DATABASE_URL: databaseUrl,
      SEED_PASSWORD: BENCH_PASSWORD,
    }).then(() => (Date.now() - started) / 1000);
    const [seedSeconds, payloads] = await Promise.all([seeding, openedForms(app.url)]);
    const token = await signIn(app.url, 'admin@coachyard.test');
    const intake = await benchIntake(app, databaseUrl, token, payloads);
    const inbox = await benchInbox(app, databaseUrl, seedSeconds);
    return { intake, inbox };
  } finally {
    await app.stop();
    await environment.cleanup();
  }
}
