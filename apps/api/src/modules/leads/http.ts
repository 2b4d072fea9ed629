import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, type Role } from '@coachyard/contract';
import type { ScopedActor } from '../../lib/scope.ts';

export const TAG = 'leads';
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** The error answers a route documents, in DESIGN §3's envelope. */
export const errorResponses = <S extends 400 | 401 | 403 | 404 | 409>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S]: typeof errorEnvelopeSchema;
  };

export const actorOf = (request: FastifyRequest): ScopedActor => ({
  id: request.user!.id,
  role: request.user!.role as Role,
});
