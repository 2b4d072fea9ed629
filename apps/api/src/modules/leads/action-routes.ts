import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateMessage } from '@coachyard/contract';
import {
  LEAD_KINDS,
  leadAssignSchema,
  leadBulkActionSchema,
  leadBulkResultSchema,
  leadDetailSchema,
  leadFaqEntryWriteSchema,
  leadFlagsSchema,
  leadTagsSchema,
  leadNoteSchema,
  leadReplySchema,
  leadStatusChangeSchema,
  type LeadBulkAction,
  type LeadBulkResult,
  type LeadKind,
} from '@coachyard/contract';
import type { FastifyRequest } from 'fastify';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { namespaceOf } from './context.ts';
import { actorOf, errorResponses, idParams, TAG } from './http.ts';
import { findVisibleLead, leadDetail } from './queries.ts';
import { saveLeadFaqEntry } from './faq-entry.ts';
import {
  addNote,
  assignLead,
  changeStatus,
  replyToLead,
  setFlags,
  setTags,
  toggleTag,
  type LeadChangeTarget,
} from './writes.ts';

/** What one bulk action does to one lead, at the version it was just read at. */
function bulkStep(action: LeadBulkAction) {
  if (action.action === 'status' && !action.status) throw invalidFields({ status: ['common.required'] });
  if (action.action === 'assign' && action.assignee_id === undefined)
    throw invalidFields({ assignee_id: ['common.required'] });
  if ((action.action === 'tag' || action.action === 'untag') && !action.tag)
    throw invalidFields({ tag: ['common.required'] });
  return (app: Parameters<typeof assignLead>[0], request: FastifyRequest, target: LeadChangeTarget) => {
    switch (action.action) {
      case 'assign':
        return assignLead(app, request, target, action.assignee_id ?? null);
      case 'status':
        return changeStatus(app, request, target, action.status!, action.close_reason);
      case 'archive':
      case 'unarchive':
        return setFlags(app, request, target, { archived: action.action === 'archive' });
      case 'spam':
      case 'not_spam':
        return setFlags(app, request, target, { spam: action.action === 'spam' });
      case 'tag':
      case 'untag':
        return toggleTag(app, request, target, action.tag!, action.action === 'tag');
    }
  };
}

/** Status moves, assignment, archive/spam, notes, replies and their bulk form, per inbox. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const inbox = (kind: LeadKind) => {
    const ns = namespaceOf(kind);
    const detailAfter = async (request: FastifyRequest & { params: { id: string } }) =>
      leadDetail(app, kind, actorOf(request), request.params.id, request.lang);
    const answers = { 200: envelope(leadDetailSchema), ...errorResponses(400, 401, 403, 404, 409) };
    /** A write to one lead: the inbox's update privilege, the lead's id, its body, the lead as it is after. */
    const oneLead = <B>(summary: string, body: B) => ({
      config: { privilege: [ns, 'update'] as const },
      schema: { tags: [TAG], summary, params: idParams, body, response: answers },
    });
    const target = (request: FastifyRequest & { params: { id: string } }, version: number) => ({
      kind,
      actor: actorOf(request),
      id: request.params.id,
      version,
    });

    app.post(
      `/${ns}/:id/status`,
      oneLead(
        `Moves a ${kind} lead to another status (won/lost need a close_reason)`,
        leadStatusChangeSchema,
      ),
      async (request) => {
        const { status, close_reason, version } = request.body;
        await changeStatus(app, request, target(request, version), status, close_reason);
        return ok(await detailAfter(request), { messageKey: 'lead.updated', language: request.lang });
      },
    );

    app.post(
      `/${ns}/:id/assign`,
      oneLead(`Assigns a ${kind} lead (null: nobody)`, leadAssignSchema),
      async (request) => {
        await assignLead(app, request, target(request, request.body.version), request.body.assignee_id);
        return ok(await detailAfter(request), { messageKey: 'lead.updated', language: request.lang });
      },
    );

    app.post(
      `/${ns}/:id/flags`,
      oneLead(`Archives or marks as spam a ${kind} lead, or releases it`, leadFlagsSchema),
      async (request) => {
        const { version, ...flags } = request.body;
        await setFlags(app, request, target(request, version), flags);
        return ok(await detailAfter(request), { messageKey: 'lead.updated', language: request.lang });
      },
    );

    app.post(
      `/${ns}/:id/notes`,
      oneLead(`Adds an internal note to a ${kind} lead's timeline`, leadNoteSchema),
      async (request) => {
        await addNote(app, request, kind, actorOf(request), request.params.id, request.body.text);
        return ok(await detailAfter(request));
      },
    );

    app.post(
      `/${ns}/:id/reply`,
      oneLead(`E-mails a reply to the sender of a ${kind} lead, in the lead's language`, leadReplySchema),
      async (request) => {
        const { template, body, version } = request.body;
        await replyToLead(app, request, target(request, version), { template, body });
        return ok(await detailAfter(request), { messageKey: 'lead.reply_sent', language: request.lang });
      },
    );

    app.post(
      `/${ns}/:id/tags`,
      oneLead(`Sets the tags of a ${kind} lead (the whole list)`, leadTagsSchema),
      async (request) => {
        await setTags(app, request, target(request, request.body.version), request.body.tags);
        return ok(await detailAfter(request), { messageKey: 'lead.updated', language: request.lang });
      },
    );

    if (kind === 'faq')
      app.put(
        `/${ns}/:id/faq-entry`,
        oneLead(
          'Turns an FAQ question into an FAQ entry (a CMS item of type faq) or writes its languages; may publish them and e-mail the answer to the asker',
          leadFaqEntryWriteSchema,
        ),
        async (request) => {
          const { version, entry_version, texts, publish, notify_asker } = request.body;
          await saveLeadFaqEntry(app, request, target(request, version), {
            entryVersion: entry_version,
            texts,
            publish,
            notifyAsker: notify_asker,
          });
          return ok(await detailAfter(request), { messageKey: 'lead.faq_saved', language: request.lang });
        },
      );

    app.post(
      `/${ns}/bulk`,
      {
        config: { privilege: [ns, 'update'] },
        schema: {
          tags: [TAG],
          summary: `Assigns, moves, tags, archives or marks as spam many ${kind} leads; each is done or skipped with a reason`,
          body: leadBulkActionSchema,
          response: { 200: envelope(leadBulkResultSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const step = bulkStep(request.body);
        const actor = actorOf(request);
        const result: LeadBulkResult = { updated: [], skipped: [] };
        for (const id of new Set(request.body.ids)) {
          try {
            const current = await findVisibleLead(app, kind, actor, id);
            await step(app, request, { kind, actor, id, version: current.version });
            result.updated.push(id);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            const fieldMessage = Object.values(error.extra.fields ?? {})[0]?.[0];
            result.skipped.push({
              id,
              message: translateMessage(fieldMessage ?? error.messageKey, request.lang),
            });
          }
        }
        return ok(result, { messageKey: 'lead.updated', language: request.lang });
      },
    );
  };
  for (const kind of LEAD_KINDS) inbox(kind);
};
export default routes;
