import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors.ts';

/** The headers a helmet middleware sets: they depend on its options only, never on the request. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Security headers, CORS for the public site, JSON-only writes and the request rate limit. */
export default fp(async (app) => {
  // The same headers on every answer: helmet is asked for them once, at start-up, and each answer gets them in one
  // call (@fastify/helmet parsed the policy on every request; running helmet's middleware per request still set
  // them one by one, 3% of a small answer's time).
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets CSS variables in style attributes; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...app.config.mediaOrigins],
          connectSrc: ["'self'", ...app.config.mediaOrigins],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // Without a site origin configured there is no cross-origin caller to answer: the plugin's hook would only
  // decide so again on every request (2–3 % of a cached read's CPU).
  if (app.config.corsOrigins.length > 0)
    await app.register(cors, { origin: app.config.corsOrigins, methods: ['GET', 'POST'] });

  // Writes are JSON only: without a parser for text/plain, any other body type is answered 415.
  app.removeContentTypeParser(['text/plain']);

  if (app.config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis } : {}),
      // Per account when signed in (a valid token, not just any header, or a forged one would buy a fresh
      // allowance), per address otherwise: an office of staff behind one address must not share one allowance.
      keyGenerator: (request) => {
        const header = request.headers.authorization;
        const claims = header?.startsWith('Bearer ') ? app.tokens.read(header.slice(7)) : null;
        return claims ? `account:${claims.sub}` : `ip:${request.ip}`;
      },
      // Hashed scripts and styles are fetched once per release and cached for a year; counting them would only
      // spend a new visitor's allowance on loading the app.
      allowList: (request) => request.url.startsWith('/assets/'),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', 'errors.rate_limited', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  }
});
