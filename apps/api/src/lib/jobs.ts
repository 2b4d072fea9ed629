import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';

/**
 * Tasks of the API's one job queue (graphile-worker, run by the mail worker's runner): a module registers its
 * task once by name, and the runner started for the app runs it beside sending mail. Jobs live in PostgreSQL,
 * so a job queued for later runs on time whichever instance is up, even after a restart.
 */
type AppTask = (app: FastifyInstance, payload: unknown) => Promise<void>;

const tasks = new Map<string, AppTask>();

export function registerJobTask(name: string, task: AppTask) {
  tasks.set(name, task);
}

/** The registered tasks bound to an app, for the runner's task list. */
export const jobTasksFor = (app: FastifyInstance): Record<string, Task> =>
  Object.fromEntries([...tasks].map(([name, task]) => [name, (payload: unknown) => task(app, payload)]));
