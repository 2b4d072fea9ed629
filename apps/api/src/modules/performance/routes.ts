import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advertisementEventBatchSchema,
  advertisementEventReceiptSchema,
  errorEnvelopeSchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { memoryFailureCounter, redisFailureCounter } from '../auth/index.ts';
import { createEventWriter } from './event-writer.ts';
import { createEventIntake } from './intake.ts';

const MINUTE = 60;

/** The public site's reports of what buyers do (issue 29): no token, CORS as the lead forms, a limit per address. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const writer = createEventWriter(app.db);
  const eventsOf = createEventIntake(app.db);
  const perMinute = app.config.events.perIpPerMinute;
  // Shared by every instance through Redis when REDIS_URL is set, as the lead forms' limits are.
  const counter = app.redis
    ? redisFailureCounter(app.redis, MINUTE, 'event-batches')
    : memoryFailureCounter(MINUTE);

  app.post(
    '/public/events',
    {
      // Events feed only the performance counts, which no cache holds.
      config: { public: true, writesNothingCached: true },
      // Counted before validation: a flood of malformed batches is slowed like one of good ones.
      preValidation: async (request) => {
        const { count, resetsInSeconds } = await counter.add(`ip:${request.ip}`);
        if (count > perMinute)
          throw new AppError('RATE_LIMITED', 'events.rate_limited', { retryAfterSeconds: resetsInSeconds });
      },
      schema: {
        tags: ['performance (public)'],
        summary:
          'Up to 100 events of buyers on the public site; 202 once every one is committed (a view counts once a day per session)',
        security: [],
        body: advertisementEventBatchSchema,
        response: {
          202: envelope(advertisementEventReceiptSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const events = await eventsOf(request.body, request.headers['user-agent']);
      await writer.write(events);
      reply.status(202).header('cache-control', 'no-store');
      return ok(
        { accepted: events.length, bots: events.filter((event) => event.bot).length },
        { messageKey: 'events.accepted', language: request.lang },
      );
    },
  );
};
export default routes;
