import type { FastifyRequest } from 'fastify';
import {
  actorMayMove,
  ADVERTISEMENT_TRANSITIONS,
  LIMITS,
  translateMessage,
  type AdvertisementBulkResult,
  type AdvertisementStatus,
  type MessageKey,
} from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { callerOf, NAMESPACE, type App } from './context.ts';
import type { AdRow } from './present.ts';
import { findVisible } from './queries.ts';
import { submissionRefusals } from './submission-guards.ts';
import { changeAdvertisement } from './writes.ts';

export interface StatusMove {
  status: AdvertisementStatus;
  reason?: string;
  override_reason?: string;
}

const denied = async (
  app: App,
  request: FastifyRequest,
  before: AdRow,
  move: StatusMove,
  key: MessageKey,
) => {
  await recordAudit(app.db, request, {
    action: 'access_denied',
    namespace: NAMESPACE,
    entityId: before.id,
    after: { action: 'status_change', from: before.status, to: move.status },
  });
  return new AppError('FORBIDDEN', key);
};

/**
 * A submission the registered guards refuse (the trust signals: a low health score, contact details, another
 * dealer's photo) is a 400 naming each failing check, unless an ADMIN overrides it with a written reason, which
 * the status change's audit event keeps with the checks it overrode.
 */
async function checkSubmission(app: App, request: FastifyRequest, before: AdRow, overrideReason: string) {
  const refusals = await submissionRefusals(app, before, request.lang);
  if (Object.keys(refusals).length === 0) return undefined;
  if (!overrideReason)
    throw new AppError('VALIDATION', 'advertisement.submission_refused', { fields: refusals });
  return { override_reason: overrideReason, overridden_checks: refusals };
}

/**
 * The changes of a status move, or the refusal: a move the workflow does not have is a 400 on `status`, a move
 * that is not the caller's to make a 403 (audited like any denied access), a rejection needs its reason and a
 * submission a photo and its guards' consent. Only an ADMIN may override (and so submit for any dealer).
 */
async function planMove(app: App, request: FastifyRequest, before: AdRow, move: StatusMove) {
  const actor = ADVERTISEMENT_TRANSITIONS[before.status][move.status];
  if (!actor)
    throw new AppError('BAD_REQUEST', 'advertisement.status_move_invalid', {
      fields: { status: ['advertisement.status_move_invalid'] },
    });
  const caller = await callerOf(app, request);
  const overrideReason = move.override_reason?.trim() ?? '';
  if (overrideReason && caller.role !== 'ADMIN')
    throw await denied(app, request, before, move, 'advertisement.override_admin_only');
  const context = { role: caller.role, isOwner: before.ownerId === caller.id, canReview: caller.canReview };
  const overriding = overrideReason !== '' && actor === 'owner' && move.status === 'pending_review';
  if (!actorMayMove(actor, context) && !overriding)
    throw await denied(app, request, before, move, 'advertisement.status_not_yours');
  const reason = move.reason?.trim() ?? '';
  if (move.status === 'rejected' && reason.length < LIMITS.nameMin)
    throw invalidFields({ reason: ['advertisement.reason_required'] });
  if (move.status === 'pending_review' && before.media.length === 0)
    throw new AppError('VALIDATION', 'advertisement.photo_required', {
      fields: { media: ['advertisement.photo_required'] },
    });
  const auditNote =
    move.status === 'pending_review'
      ? await checkSubmission(app, request, before, overrideReason)
      : undefined;

  return {
    action: 'status_change' as const,
    auditNote,
    changes: {
      status: move.status,
      // The reason stays while the dealer fixes the ad, and goes once it is submitted again.
      rejectionReason:
        move.status === 'rejected' ? reason : move.status === 'draft' ? before.rejectionReason : null,
      publishedAt: move.status === 'published' ? new Date() : before.publishedAt,
    },
  };
}

/** POST /advertisements/{id}/status. */
export const changeStatus = (
  app: App,
  request: FastifyRequest,
  id: string,
  move: StatusMove & { version: number },
) => changeAdvertisement(app, request, id, move.version, (before) => planMove(app, request, before, move));

/**
 * POST /advertisements/bulk-status: each ad moves on its own, at its current version, exactly as a single call
 * would; one refusal does not stop the others. Ads outside the caller's scope read as not found.
 */
export async function changeStatuses(
  app: App,
  request: FastifyRequest,
  ids: string[],
  move: StatusMove,
): Promise<AdvertisementBulkResult> {
  const caller = await callerOf(app, request);
  const results: AdvertisementBulkResult['results'] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const current = await findVisible(app.db, caller, id);
      const moved = await changeStatus(app, request, id, { ...move, version: current.version });
      results.push({ id, ok: true, status: moved.status, version: moved.version });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = Object.values(error.extra.fields ?? {})[0]?.[0];
      results.push({
        id,
        ok: false,
        error: { code: error.code, message: translateMessage(field ?? error.messageKey, request.lang) },
      });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
