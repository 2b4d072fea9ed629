import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Any JSON value a record stores as it was given (a lookup item's attributes, a recorded change, a timeline
 * event's details).
 */
export const jsonValueSchema = z.unknown().meta({
  // A description and no type: any JSON value, which is what these are (and what fast serialisation writes whole).
  description: 'Any JSON value, as stored: text, a number, true or false, a list, an object, or null',
});

/** DESIGN §3 error envelope. `fields` maps a field name to its messages, first one shown. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    title: z.string(),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    current: z.unknown().optional().meta({
      type: 'object',
      // Whatever the record holds is kept when the answer is written out (fast serialisation reads this schema).
      additionalProperties: true,
      description:
        'With a 409: the record as it is now, in the shape the route answers, so a client can merge',
    }),
  }),
  request_id: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface SuccessEnvelope<T> {
  data: T;
  success?: { message: string };
  available_languages: string[];
}

/**
 * A page of a list (DESIGN §3). Cursors let a client walk deep lists at page-1 speed. `extra`: what a page says
 * once for all its rows; given here rather than by `.extend()`, the page's schema stays one call the web's bundler
 * is told is pure (`manualPureFunctions` in apps/web/vite.config.ts), which it drops where unused.
 */
export const pageOf = <T extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: T,
  extra?: Extra,
) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    next_cursor: z.string().nullable().optional(),
    prev_cursor: z.string().nullable().optional(),
    ...(extra as Extra),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  next_cursor?: string | null;
  prev_cursor?: string | null;
}

/** Query of every list endpoint. `sort` is `field` or `-field`, checked against an allowlist per resource. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
  records: z.literal('all').optional(),
  lang: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Every write to an existing row carries the version it was read at (DESIGN §3, 409 when stale). */
export const versionSchema = z.number().int().min(1);
