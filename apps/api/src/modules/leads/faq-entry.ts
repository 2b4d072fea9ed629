import type { FastifyRequest } from 'fastify';
import { LANGUAGES, leadStatusMoves, type Language, type LeadStatus } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../lib/errors.ts';
import { faqEntryOf, findFaqEntry, saveFaqEntry, type FaqText } from '../content/index.ts';
import type { App } from './context.ts';
import { findVisibleLead } from './queries.ts';
import { changeLead, personalReply, statusEvent, type LeadChangeTarget } from './writes.ts';

export interface FaqEntryWrite {
  entryVersion?: number;
  texts: Partial<Record<Language, FaqText>>;
  publish: boolean;
  notifyAsker: boolean;
}

/** Where an FAQ question goes once it has an entry: published while it is live anywhere, else drafting. */
function statusWithEntry(current: LeadStatus, live: boolean): LeadStatus {
  const wanted: LeadStatus = live ? 'published' : 'drafting';
  if (current === wanted) return current;
  const moves = leadStatusMoves('faq', current);
  if (moves.includes(wanted)) return wanted;
  // From `new` a question reaches published through drafting, in this one write.
  return moves.includes('drafting') && leadStatusMoves('faq', 'drafting').includes(wanted) ? wanted : current;
}

/**
 * Turns an FAQ question into an FAQ entry (a CMS item of type faq, linked to the lead) or writes its languages,
 * moves the question along (drafting, published) and, when asked, e-mails the answer to the asker in their
 * language. The entry, the lead, their audit rows and the e-mail commit together or not at all.
 */
export async function saveLeadFaqEntry(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  write: FaqEntryWrite,
) {
  const lead = await findVisibleLead(app, 'faq', target.actor, target.id);
  const existing = lead.contentItemId
    ? await findFaqEntry(app.db, lead.contentItemId).catch(() => null)
    : null;
  if (existing && write.entryVersion === undefined)
    throw invalidFields({ entry_version: ['common.required'] });
  const language = lead.language as Language;
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const row = await saveFaqEntry(db, request, {
      id: existing?.id ?? null,
      version: write.entryVersion,
      sourceLanguage: language,
      texts: write.texts,
      publish: write.publish,
    });
    const entry = faqEntryOf(row);
    const live = LANGUAGES.filter((code) => entry.liveIn(code));
    if (write.notifyAsker && !entry.liveIn(language))
      throw invalidFields({ notify_asker: ['lead.faq_not_live'] });
    const text = entry.texts[language];
    const personal = write.notifyAsker
      ? await personalReply(app, lead, target.actor.id, {
          template: 'faq_answer',
          body: `${text!.question}\n\n${text!.answer}`,
        })
      : null;
    return changeLead(
      app,
      request,
      target,
      {
        contentItemId: row.id,
        status: statusWithEntry(lead.status, live.length > 0),
        ...personal?.changes,
      },
      (before, after) => [
        { type: 'faq_entry', data: { content_id: row.id, version: row.version, live } },
        ...statusEvent(before, after),
        ...(personal ? [personal.event] : []),
      ],
      async (inner) => {
        await personal?.queue(inner);
      },
      db,
    );
  });
}
