import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, loginResponseSchema } from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app;

  app.post(
    '/auth',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        security: [],
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema) },
      },
    },
    async (request) => ok(await auth.login(request, request.body)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this request',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await auth.logout(request);
      return ok(null);
    },
  );
};
export default routes;
