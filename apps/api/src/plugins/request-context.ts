import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@coachyard/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: `?lang=xx` (SPEC §7), else the default. */
    lang: Language;
  }
}

/** Reads the request language and echoes the request id, so a user's report can be found in the logs. */
export default fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request, reply) => {
    const requested = (request.query as Record<string, unknown> | undefined)?.lang;
    request.lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
    reply.header('x-request-id', request.id);
  });
});
