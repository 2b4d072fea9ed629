import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Logger, run, type Runner } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { jobTasksFor } from '../../lib/jobs.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/** How long a stop waits for the running jobs to end once told to (a slice of demo photos ends after its photo). */
const JOBS_STOP_MILLISECONDS = 3_000;

/** Attempts before a message is marked failed; the job's own max_attempts (the outbox trigger) says the same. */
export const MAIL_MAX_ATTEMPTS = 12;

/**
 * Sends one outbox row, at most once per success: the row is locked while it is sent and marked sent in the same
 * transaction, and a row already sent is skipped. A crash after the server accepted it and before the commit
 * sends it again on the next attempt, with the same Message-ID, which mail programs show once.
 */
export async function deliverQueuedMail(db: Database, transport: MailTransport, id: string) {
  const failure = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    // Sent, or given up (failed, or erased with its lead's personal data): nothing to do.
    if (!current || current.status !== 'pending') return null;
    try {
      await transport.send(current);
    } catch (error) {
      const attempts = current.attempts + 1;
      await tx
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
        })
        .where(eq(mailOutbox.id, id));
      return error as Error;
    }
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: current.attempts + 1, lastError: null })
      .where(eq(mailOutbox.id, id));
    return null;
  });
  // Thrown after the failure is recorded: graphile-worker retries with exponential backoff.
  if (failure) throw failure;
}

/**
 * The API process sends the outbox (issue 15): a graphile-worker runner on the app's pool, started when the app
 * is ready and stopped, after the message in hand, when it closes. MAIL_WORKER=false leaves sending to another
 * process; queued messages wait in the database meanwhile.
 */
export default fp(async (app) => {
  if (!app.config.mail.worker) return;
  const transport = createMailTransport({
    smtpUrl: app.config.mail.smtpUrl,
    from: app.config.mail.from,
    fileDirectory: app.config.mail.fileDirectory,
  });
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') app.log.warn({ worker: 'mail' }, message);
  });
  let runner: Runner | null = null;
  app.addHook('onReady', async () => {
    runner = await run({
      pgPool: app.db.$client,
      concurrency: 2,
      noHandleSignals: true,
      gracefulShutdownAbortTimeout: 0,
      pollInterval: 2_000,
      logger,
      taskList: {
        // Other modules' tasks (lib/jobs.ts) share this runner: one queue for the app.
        ...jobTasksFor(app),
        send_mail: async (payload) => {
          await deliverQueuedMail(app.db, transport, (payload as { id: string }).id);
        },
      },
    });
  });
  app.addHook('onClose', async () => {
    if (runner) {
      // Running jobs are told to stop (their abort signal) at once; one that has not ended after a while is
      // failed, so that it runs again soon on whichever instance is up rather than stay locked for hours, and the
      // stop goes on without it.
      let timer: NodeJS.Timeout | undefined;
      const stopped = runner.stop().then(() => true);
      const waited = new Promise<false>(
        (resolve) => (timer = setTimeout(() => resolve(false), JOBS_STOP_MILLISECONDS)),
      );
      if (!(await Promise.race([stopped, waited]))) await runner.kill().catch(() => {});
      clearTimeout(timer);
    }
    transport.close();
  });
});
