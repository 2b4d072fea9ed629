import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  leadChallengeSchema,
  leadIntakeSchema,
  leadQueryIntakeSchema,
  leadReceiptSchema,
  publicFaqSchema,
  type LeadKind,
} from '@coachyard/contract';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { cachedAnswer } from '../../lib/public-cache.ts';
import { liveFaqEntries } from '../content/index.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveJwtSecret } from '../../lib/secrets.ts';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from '../auth/index.ts';
import { challengeKeysFrom, createLeadChallenge, verifyLeadChallenge } from './challenge.ts';
import { receiveLead, type ParsedIntake } from './intake.ts';

const TAG = 'leads (public)';
const HOUR = 3_600;

/** Counts per IP and per e-mail, shared by every instance through Redis when REDIS_URL is set. */
const submissionCounter = (redis: Parameters<typeof redisFailureCounter>[0] | null): FailureCounter =>
  redis ? redisFailureCounter(redis, HOUR, 'lead-submissions') : memoryFailureCounter(HOUR);

const refuseOver = (count: number, limit: number, resetsInSeconds: number) => {
  if (count > limit)
    throw new AppError('RATE_LIMITED', 'lead.rate_limited', { retryAfterSeconds: resetsInSeconds });
};

/** The public site's lead forms (DESIGN §3): no token, CORS to CORS_ORIGINS, spam guarded in layers. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const keys = challengeKeysFrom(await resolveJwtSecret(app.db, app.config.jwtSecret));
  const counter = submissionCounter(app.redis);
  const { perIpPerHour, perEmailPerHour } = app.config.leads;

  // Counted before validation, so a flood of malformed forms is slowed like one of good ones.
  const countIp = async (request: FastifyRequest) => {
    const { count, resetsInSeconds } = await counter.add(`ip:${request.ip}`);
    refuseOver(count, perIpPerHour, resetsInSeconds);
  };

  app.get(
    '/public/leads/challenge',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'A proof-of-work challenge (altcha) for one lead form; each solution is accepted once',
        response: { 200: envelope(leadChallengeSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createLeadChallenge(keys));
    },
  );

  const intakeRoute = (kind: LeadKind, body: typeof leadIntakeSchema | typeof leadQueryIntakeSchema) =>
    app.post(
      `/public/leads/${kind}`,
      {
        config: { public: true },
        preValidation: countIp,
        schema: {
          tags: [TAG],
          summary: `A ${kind} lead from the public site; 201 with a receipt id (the same one for a double submit)`,
          body,
          response: {
            201: envelope(leadReceiptSchema),
            400: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const input = request.body as ParsedIntake;
        const byEmail = await counter.add(`email:${input.email.toLowerCase()}`);
        refuseOver(byEmail.count, perEmailPerHour, byEmail.resetsInSeconds);
        const challenge = await verifyLeadChallenge(keys, input.altcha);
        const result = await receiveLead(app, request, kind, input, challenge);
        reply.status(201).header('cache-control', 'no-store');
        return ok(
          { receipt_id: result.receiptId, received_at: result.receivedAt.toISOString() },
          { messageKey: 'lead.received', language: input.language },
        );
      },
    );

  app.get(
    '/public/faq',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'The FAQ entries published in one language (?lang=), newest first; ETag and Cache-Control',
        security: [],
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: envelope(publicFaqSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      cachedAnswer(
        request,
        reply,
        ok({ items: await liveFaqEntries(app.db, request.lang, app.storage.publicBaseUrl) }),
      ),
  );

  intakeRoute('query', leadQueryIntakeSchema);
  intakeRoute('faq', leadIntakeSchema);
  intakeRoute('contact', leadIntakeSchema);
};
export default routes;
