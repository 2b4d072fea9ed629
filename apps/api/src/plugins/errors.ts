import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageKey, translateMessage, type ErrorCode } from '@coachyard/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, defaultMessageOf } from '../lib/errors.ts';

/** A zod issue, or the same issue as fastify-type-provider-zod reshapes it (keyword, instancePath, params). */
interface ZodLikeIssue {
  path?: readonly PropertyKey[];
  instancePath?: string;
  message: string;
  code?: string;
  keyword?: string;
  keys?: string[];
  input?: unknown;
  params?: { keys?: string[]; input?: unknown };
}

/** A zod issue's message key, or the closest general one when the schema gave none. */
function messageKeyOf(message: string, code: string | undefined, input: unknown): string {
  if (isMessageKey(message)) return message;
  if (code === 'invalid_type' && input === undefined) return 'common.required';
  if (code === 'too_big') return 'common.too_long';
  return 'common.invalid';
}

/** Turns validation issues into `fields`: one list of translated messages per field path. */
export function fieldsFromIssues(issues: readonly ZodLikeIssue[], language: string) {
  const fields: Record<string, string[]> = {};
  const add = (field: string, key: string) => {
    const message = translateMessage(key, language);
    const messages = (fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of issues) {
    const code = issue.code ?? issue.keyword;
    const keys = issue.keys ?? issue.params?.keys;
    const input = 'input' in issue ? issue.input : issue.params?.input;
    const path = issue.path
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (code === 'unrecognized_keys' && keys) {
      for (const key of keys) add(path ? `${path}.${key}` : key, 'common.unknown_field');
    } else {
      add(path || '_', messageKeyOf(issue.message, code, input));
    }
  }
  return fields;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  messageKey: string,
  extra: { fields?: Record<string, string[]>; current?: unknown } = {},
) {
  const message = translateMessage(messageKey, request.lang);
  const fields = extra.fields
    ? Object.fromEntries(
        Object.entries(extra.fields).map(([field, keys]) => [
          field,
          keys.map((key) => translateMessage(key, request.lang)),
        ]),
      )
    : undefined;
  return reply.status(status).send({
    error: {
      title: message,
      message,
      code,
      ...(fields ? { fields } : {}),
      ...(extra.current !== undefined ? { current: extra.current } : {}),
    },
    request_id: request.id,
  });
}

/** DESIGN §3 errors from one place: every failure leaves in the same envelope; 5xx say nothing inside. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return sendError(request, reply, error.code, error.statusCode, error.messageKey, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(error.validation as unknown as ZodLikeIssue[], request.lang);
      return sendError(request, reply, 'VALIDATION', 400, 'errors.validation', { fields });
    }
    const fastifyCode = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (fastifyCode) {
      return sendError(request, reply, fastifyCode, error.statusCode ?? 400, defaultMessageOf(fastifyCode));
    }
    if (error.statusCode === 429)
      return sendError(request, reply, 'RATE_LIMITED', 429, 'errors.rate_limited');
    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Malformed JSON, prototype-poisoning keys and other client mistakes.
      return sendError(request, reply, 'BAD_REQUEST', error.statusCode, 'errors.bad_request');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'INTERNAL', 500, 'errors.internal');
  });
});
