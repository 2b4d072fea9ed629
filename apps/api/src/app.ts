import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { LIMITS } from '@coachyard/contract';
// The API answers in every language: all message catalogs, registered once.
import '@coachyard/contract/messages/all';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { REDACTED_LOG_PATHS } from './lib/redact.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createSearchRegistry } from './lib/search-registry.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { createTokenService, type TokenService } from './modules/auth/tokens.ts';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './modules/auth/throttle.ts';
import { createAuthService, type AuthService } from './modules/auth/service.ts';
import { apiModules } from './modules/index.ts';
import { mailWorker } from './modules/mail/index.ts';
import { createPrivilegeService, type PrivilegeService } from './modules/privileges/service.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import operationsPlugin from './plugins/operations.ts';
import requestContextPlugin from './plugins/request-context.ts';
import securityPlugin from './plugins/security.ts';
import { createStorage } from './storage/index.ts';
import mediaRoute from './storage/media-route.ts';
import webPlugin from './plugins/web.ts';
import writeClearedCachesPlugin from './plugins/write-cleared-caches.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    redis: Redis | null;
    tokens: TokenService;
    privileges: PrivilegeService;
    loginFailures: FailureCounter;
    auth: AuthService;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  redis?: Redis | null;
  /** Where the JSON log lines go (standard output unless given; tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app — plugins in one place, then the modules under /api. Used by server.ts and tests. */
export async function buildApp({
  config,
  db,
  redis = null,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: LIMITS.requestBodyBytes,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    routerOptions: { ignoreTrailingSlash: true },
    // plugins/operations.ts logs one line per answer, with its route instead of the URL and its query.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  app.decorate(
    'tokens',
    createTokenService(await resolveJwtSecret(db, config.jwtSecret), config.tokenTtlSeconds),
  );
  app.decorate('privileges', createPrivilegeService(db));
  app.decorate('storage', await createStorage(config, await resolveJwtSecret(db, config.jwtSecret)));
  app.decorate(
    'loginFailures',
    redis
      ? redisFailureCounter(redis, config.loginThrottle.windowSeconds)
      : memoryFailureCounter(config.loginThrottle.windowSeconds),
  );

  app.decorate('auth', createAuthService(app));
  app.decorate('searchProviders', createSearchRegistry());

  await app.register(operationsPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(writeClearedCachesPlugin);
  await app.register(mailWorker);
  await app.register(
    async (api) => {
      await api.register(authPlugin);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoute);
  await app.register(webPlugin);
  return app;
}
