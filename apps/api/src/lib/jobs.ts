import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';

/**
 * Tasks of the API's one job queue (graphile-worker, run by the mail worker's runner): a module registers its
 * task once by name, and the runner started for the app runs it beside sending mail. Jobs live in PostgreSQL,
 * so a job queued for later runs on time whichever instance is up, even after a restart.
 */
/** `stopping` aborts when the app stops: a long task ends at its next step (it runs again later, from the queue). */
type AppTask = (app: FastifyInstance, payload: unknown, stopping: AbortSignal) => Promise<void>;
interface JobOptions {
  /**
   * The audit namespaces whose data the task writes where reads keep it (lists, totals, answers): once it has
   * run, every instance clears what depends on them, as after a request's write (plugins/write-cleared-caches.ts).
   */
  changes?: readonly string[];
}

const tasks = new Map<string, { task: AppTask; options: JobOptions }>();

export function registerJobTask(name: string, task: AppTask, options: JobOptions = {}) {
  tasks.set(name, { task, options });
}

/** The registered tasks bound to an app, for the runner's task list. */
export const jobTasksFor = (app: FastifyInstance): Record<string, Task> =>
  Object.fromEntries(
    [...tasks].map(([name, { task, options }]) => [
      name,
      async (payload, helpers) => {
        await task(app, payload, helpers.abortSignal);
        if (options.changes) await app.announceWrite(options.changes);
      },
    ]),
  );

/**
 * A task that runs every `everySeconds`, whichever instance is up: it is queued for one interval from now when the
 * app is ready, and queues itself again each time it has run. The job key keeps one waiting job, whoever asks.
 */
export function registerRecurringJob(
  app: FastifyInstance,
  name: string,
  everySeconds: number,
  task: AppTask,
  options: JobOptions = {},
) {
  const scheduleNext = (target: FastifyInstance) =>
    target.db.$client.query(
      `select graphile_worker.add_job($1, '{}'::json, run_at := now() + make_interval(secs => $2),
         job_key := $1, job_key_mode := 'preserve_run_at')`,
      [name, everySeconds],
    );
  registerJobTask(
    name,
    async (jobApp, payload, stopping) => {
      await task(jobApp, payload, stopping);
      await scheduleNext(jobApp);
    },
    options,
  );
  app.addHook('onReady', async () => {
    await scheduleNext(app).catch((error) => app.log.warn({ err: error }, `could not schedule ${name}`));
  });
}

const DAY_SECONDS = 86_400;

/** A task that runs once a day (the trash's purge, the audit trail's retention). */
export const registerDailyJob = (
  app: FastifyInstance,
  name: string,
  task: AppTask,
  options: JobOptions = {},
) => registerRecurringJob(app, name, DAY_SECONDS, task, options);
