import type { ErrorCode, MessageKey } from '@coachyard/contract';

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const DEFAULT_MESSAGE_OF: Record<ErrorCode, MessageKey> = {
  VALIDATION: 'errors.validation',
  BAD_REQUEST: 'errors.bad_request',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.not_found',
  CONFLICT: 'errors.conflict',
  PAYLOAD_TOO_LARGE: 'errors.payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupported_media_type',
  RATE_LIMITED: 'errors.rate_limited',
  INTERNAL: 'errors.internal',
  UNAVAILABLE: 'errors.unavailable',
};

/**
 * An error a client should read. Messages and field messages are message keys (or plain text);
 * the error handler translates them into the request's language and wraps them in the envelope.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = DEFAULT_MESSAGE_OF[code],
    readonly extra: { fields?: Record<string, string[]>; current?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(messageKey);
    this.statusCode = STATUS_OF[code];
  }
}

export const statusOf = (code: ErrorCode) => STATUS_OF[code];
export const defaultMessageOf = (code: ErrorCode) => DEFAULT_MESSAGE_OF[code];

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthorized = () => new AppError('UNAUTHORIZED');
export const conflict = (current: unknown) => new AppError('CONFLICT', 'errors.conflict', { current });
export const invalidFields = (fields: Record<string, string[]>) =>
  new AppError('VALIDATION', 'errors.validation', { fields });

/** PostgreSQL's unique_violation (23505), whether the driver's error or drizzle's wrapping of it. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/** Runs a write whose unique index is the one judge of a race, answering a violation as a field's error. */
export async function uniqueAsField<T>(
  field: string,
  messageKey: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ [field]: [messageKey] });
    throw error;
  }
}

/**
 * Runs work of one item of many (a feed's row, an ad of a group), answering the API's refusal of it (an AppError)
 * instead of throwing it, so the next item goes on; anything else is thrown.
 */
export async function refusalOr<T>(work: () => Promise<T>): Promise<T | AppError> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
