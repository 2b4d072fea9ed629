import type { FastifyRequest } from 'fastify';
import {
  actorMayMove,
  ADVERTISEMENT_TRANSITIONS,
  LIMITS,
  translateMessage,
  type AdvertisementBulkResult,
  type AdvertisementStatus,
} from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { callerOf, NAMESPACE, type App } from './context.ts';
import type { AdRow } from './present.ts';
import { findVisible } from './queries.ts';
import { changeAdvertisement } from './writes.ts';

export interface StatusMove {
  status: AdvertisementStatus;
  reason?: string;
}

/**
 * The changes of a status move, or the refusal: a move the workflow does not have is a 400 on `status`, a move
 * that is not the caller's to make a 403 (audited like any denied access), a rejection needs its reason and a
 * submission a photo.
 */
async function planMove(app: App, request: FastifyRequest, before: AdRow, move: StatusMove) {
  const actor = ADVERTISEMENT_TRANSITIONS[before.status][move.status];
  if (!actor)
    throw new AppError('BAD_REQUEST', 'advertisement.status_move_invalid', {
      fields: { status: ['advertisement.status_move_invalid'] },
    });
  const caller = await callerOf(app, request);
  if (
    !actorMayMove(actor, {
      role: caller.role,
      isOwner: before.ownerId === caller.id,
      canReview: caller.canReview,
    })
  ) {
    await recordAudit(app.db, request, {
      action: 'access_denied',
      namespace: NAMESPACE,
      entityId: before.id,
      after: { action: 'status_change', from: before.status, to: move.status },
    });
    throw new AppError('FORBIDDEN', 'advertisement.status_not_yours');
  }
  const reason = move.reason?.trim() ?? '';
  if (move.status === 'rejected' && reason.length < LIMITS.nameMin)
    throw invalidFields({ reason: ['advertisement.reason_required'] });
  if (move.status === 'pending_review' && before.media.length === 0)
    throw new AppError('VALIDATION', 'advertisement.photo_required', {
      fields: { media: ['advertisement.photo_required'] },
    });

  return {
    action: 'status_change' as const,
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
