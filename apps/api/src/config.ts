import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, with its default (documented in the README). */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_PASSWORD: z.string().min(8).optional(),
  SEED_ON_START: booleanFlag.default(true),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  REDIS_URL: z.string().optional(),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    seedPassword: env.SEED_PASSWORD,
    seedOnStart: env.SEED_ON_START,
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST),
    redisUrl: env.REDIS_URL,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    loginThrottle: {
      perAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      perIp: env.LOGIN_FAILURES_PER_IP,
      windowSeconds: Math.round(env.LOGIN_FAILURE_WINDOW_MINUTES * 60),
    },
    trustProxy: env.TRUST_PROXY,
    /** Origins images may come from besides our own (an S3 bucket), for the CSP. */
    mediaOrigins: [] as string[],
  };
}
