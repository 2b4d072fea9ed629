import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Role } from '@coachyard/contract';
import type { ScopedActor } from '../../lib/scope.ts';

export const TAG = 'leads';
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** The error answers a route documents: the one shared helper (lib/envelope.ts). */
export { errorResponses } from '../../lib/envelope.ts';

export const actorOf = (request: FastifyRequest): ScopedActor => ({
  id: request.user!.id,
  role: request.user!.role as Role,
});
