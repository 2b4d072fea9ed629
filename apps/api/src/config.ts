import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  ADVERTISEMENT_LIMITS,
  UPLOAD_DEFAULT_MAX_BYTES,
  UPLOAD_DEFAULT_MAX_PIXELS,
} from '@coachyard/contract';
import { StartupError } from './startup/startup-error.ts';

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
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters: generate one with "openssl rand -base64 48", or leave it unset')
    .optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  REDIS_URL: z.string().optional(),
  /** Prefix of every key this deployment keeps in Redis, so that two deployments (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().default(''),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  TRUST_PROXY: booleanFlag.default(false),
  /** production, staging or development (SPEC §9); unset: told by the host name the back office is reached at. */
  APP_ENV: z.enum(['production', 'staging', 'development']).optional(),
  /** Where images live: `local` (DATA_DIR/media, default) or `s3` (the default when S3_BUCKET is set). */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: z.string().url().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(UPLOAD_DEFAULT_MAX_BYTES),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(UPLOAD_DEFAULT_MAX_PIXELS),
  /** The public origin of this server (https://admin.example.com); empty means same-origin relative URLs. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Photos one advertisement may have (issue 5). */
  ADS_MAX_PHOTOS: z.coerce.number().int().min(1).max(200).default(ADVERTISEMENT_LIMITS.photosMax),
  /**
   * How long a list's total may be reused (lib/write-cleared-cache.ts). Writes through this instance show at once;
   * this bounds how long a write made elsewhere (another instance, the seed CLI) takes to show in a total.
   */
  LIST_TOTALS_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** How long a deleted row stays in the trash before a daily job deletes it for good. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Who may read /api/metrics: addresses of the Prometheus scrapers (comma-separated); others get 404. */
  METRICS_ALLOW: z.string().default('127.0.0.1,::1,::ffff:127.0.0.1'),
  /** On SIGTERM: how long /api/ready answers 503 before the listener closes, so balancers take us out first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** On SIGTERM: how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(15),
  /** The public marketplace site the advertisements' public URLs point at. */
  SITE_URL: z.string().url().default('https://www.coachyard.com'),
  /** Outgoing mail (issue 15): an SMTP server URL; unset writes each message as an .eml file under DATA_DIR/mail. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Coachyard <no-reply@coachyard.test>'),
  /** Whether this process sends queued mail (graphile-worker); another process may do it instead. */
  MAIL_WORKER: booleanFlag.default(true),
  /**
   * Whether this process draws the demo ads' own photos after the first seed (issue 27: minutes of CPU in the
   * background). A server whose users never look at them (the browser tests') turns it off and keeps the pool's.
   */
  DEMO_PHOTOS: booleanFlag.default(true),
  /** Spam guards of the public lead forms. */
  LEADS_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  LEADS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  EVENTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LEADS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Which loopback and private addresses feeds and photos by URL may be fetched from (lib/safe-fetch.ts): `false`
   * none, `true` all, or a comma-separated list of addresses and networks (`127.0.0.1,10.20.0.0/16`).
   */
  FEEDS_ALLOW_PRIVATE_ADDRESSES: z
    .string()
    .default('false')
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .pipe(
      z.union([
        z.tuple([booleanFlag]).transform(([flag]) => flag),
        z.array(
          z
            .string()
            .refine(
              (entry) => isIP(entry.split('/')[0]) !== 0,
              'must be true, false or addresses and networks',
            ),
        ),
      ]),
    ),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  // An empty variable means "not set", as shells and .env files usually intend.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const env = parsed.data;
  const storage = storageConfig(env);
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
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
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
    trashRetentionDays: env.TRASH_RETENTION_DAYS,
    metricsAllow: new Set(
      env.METRICS_ALLOW.split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
    shutdown: {
      delayMilliseconds: env.SHUTDOWN_DELAY_SECONDS * 1000,
      timeoutMilliseconds: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    appEnv: env.APP_ENV,
    storage,
    uploads: { maxBytes: env.UPLOAD_MAX_BYTES, maxPixels: env.UPLOAD_MAX_PIXELS },
    listTotalsTtlMilliseconds: Math.round(env.LIST_TOTALS_TTL_SECONDS * 1000),
    ads: { maxPhotos: env.ADS_MAX_PHOTOS, siteUrl: env.SITE_URL.replace(/\/+$/, '') },
    demoPhotos: env.DEMO_PHOTOS,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      worker: env.MAIL_WORKER,
      fileDirectory: path.join(path.resolve(env.DATA_DIR), 'mail'),
      /** Where links in staff notices point: this server's public origin. */
      backOfficeUrl: (env.PUBLIC_BASE_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
    },
    leads: {
      minFillMilliseconds: Math.round(env.LEADS_MIN_FILL_SECONDS * 1000),
      perIpPerHour: env.LEADS_PER_IP_PER_HOUR,
      perEmailPerHour: env.LEADS_PER_EMAIL_PER_HOUR,
    },
    events: { perIpPerMinute: env.EVENTS_PER_IP_PER_MINUTE },
    /** What the server fetches by URL (dealer feeds and their photos) may reach. */
    fetching: { allowPrivateAddresses: env.FEEDS_ALLOW_PRIVATE_ADDRESSES },
    /** Origins images are uploaded to and served from besides our own (an S3 bucket, a CDN), for the CSP. */
    mediaOrigins: [
      ...new Set(
        [storage.publicBaseUrl, storage.uploadBaseUrl]
          .filter((url) => /^https?:/.test(url))
          .map((url) => new URL(url).origin),
      ),
    ],
  };
}

/** The storage driver and the base URL every stored image is served from. */
function storageConfig(env: z.infer<typeof environmentSchema>) {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  const ownBase = (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, '');
  if (driver === 'local') {
    // Images and upload URLs are served by this API: relative to the page unless PUBLIC_BASE_URL says otherwise.
    return {
      driver,
      publicBaseUrl: `${ownBase}/media`,
      uploadBaseUrl: `${ownBase}/api/uploads/direct`,
      s3: null,
    };
  }
  if (!env.S3_BUCKET)
    throw new StartupError('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER is s3.');
  const bucket = env.S3_BUCKET;
  const endpoint = env.S3_ENDPOINT?.replace(/\/+$/, '');
  const bucketUrl = !endpoint
    ? `https://${bucket}.s3.${env.S3_REGION}.amazonaws.com`
    : env.S3_FORCE_PATH_STYLE
      ? `${endpoint}/${bucket}`
      : `${new URL(endpoint).protocol}//${bucket}.${new URL(endpoint).host}`;
  return {
    driver,
    publicBaseUrl: (env.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ''),
    /** Where the browser posts the form to (createPresignedPost's URL). */
    uploadBaseUrl: bucketUrl,
    s3: {
      bucket,
      region: env.S3_REGION,
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
}
