import { describe, expect, it } from 'vitest';
import { leadsTestFile, newLead } from './leads-support.ts';

const file = leadsTestFile();
const { get, send } = file;

describe('FAQ entries', () => {
  const entryUrl = (id: string) => `/api/leads_faq/${id}/faq-entry`;

  it('turns a question into a draft entry, publishes it per language, serves it publicly and tells the asker', async () => {
    const question = await newLead(file.t, 'faq', {
      language: 'fr',
      message: 'Peut-on immatriculer en France un autocar acheté en Turquie ?',
    });
    const draft = await send('PUT', file.tokens.ADMIN, entryUrl(question.id), {
      version: 1,
      texts: {
        fr: { question: 'Peut-on immatriculer en France un autocar acheté en Turquie ?', answer: '' },
      },
    });
    expect(draft.statusCode).toBe(200);
    const drafted = draft.json().data;
    expect(drafted).toMatchObject({
      status: 'drafting',
      faq_entry: { states: { fr: 'draft', en: 'missing' } },
    });
    // It is an ordinary CMS item of type faq.
    const item = (await get(file.tokens.ADMIN, `/api/content/${drafted.faq_entry.id}`)).json().data;
    expect(item).toMatchObject({ type: 'faq', source_language: 'fr' });
    expect(item.translations.fr.title).toBe('Peut-on immatriculer en France un autocar acheté en Turquie ?');

    // Telling the asker before the entry is live in their language is refused, and nothing changes.
    const early = await send('PUT', file.tokens.ADMIN, entryUrl(question.id), {
      version: drafted.version,
      entry_version: drafted.faq_entry.version,
      texts: { en: { question: 'Can a coach bought in Türkiye be registered in France?', answer: 'Yes.' } },
      publish: true,
      notify_asker: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.notify_asker).toEqual([
      'The asker can be told only once the entry is published in their language',
    ]);
    expect((await get(file.tokens.ADMIN, `/api/leads_faq/${question.id}`)).json().data.version).toBe(
      drafted.version,
    );

    const answer = 'Oui : il faut le certificat de conformité européen et un contrôle technique en France.';
    const published = await send('PUT', file.tokens.ADMIN, entryUrl(question.id), {
      version: drafted.version,
      entry_version: drafted.faq_entry.version,
      texts: {
        fr: { question: 'Peut-on immatriculer en France un autocar acheté en Turquie ?', answer },
        en: { question: 'Can a coach bought in Türkiye be registered in France?', answer: '' },
      },
      publish: true,
      notify_asker: true,
    });
    expect(published.statusCode).toBe(200);
    const done = published.json().data;
    expect(done).toMatchObject({
      status: 'published',
      faq_entry: { states: { fr: 'published', en: 'draft' }, live_in_lead_language: true },
    });
    expect(done.first_response_at).not.toBeNull();
    const reply = (await file.t.mailOf(question.id)).find((mail) => mail.purpose === 'reply')!;
    expect(reply).toMatchObject({
      toAddress: question.email,
      language: 'fr',
      inReplyTo: question.threadMessageId,
    });
    expect(reply.body).toContain(answer);

    const faq = await file.t.request({ method: 'GET', url: '/api/public/faq?lang=fr' });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['cache-control']).toMatch(/public, max-age=/);
    const entry = faq
      .json()
      .data.items.find((found: { question: string }) => found.question.startsWith('Peut-on'));
    expect(entry.html).toContain('certificat de conformité');
    const again = await file.t.request({
      method: 'GET',
      url: '/api/public/faq?lang=fr',
      headers: { 'if-none-match': String(faq.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Not live in English (no answer there yet): not in the English FAQ.
    const english = (await file.t.request({ method: 'GET', url: '/api/public/faq?lang=en' })).json().data
      .items;
    expect(english.some((found: { question: string }) => found.question.startsWith('Can a coach'))).toBe(
      false,
    );

    // A stale entry version is 409 and leaves both as they were.
    const stale = await send('PUT', file.tokens.ADMIN, entryUrl(question.id), {
      version: done.version,
      entry_version: drafted.faq_entry.version,
      texts: { fr: { question: 'Autre question ?', answer: 'Autre réponse.' } },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('is only for FAQ questions, needs a question, and refuses unknown fields', async () => {
    const query = await newLead(file.t, 'query');
    expect(
      (
        await send('PUT', file.tokens.ADMIN, `/api/leads_query/${query.id}/faq-entry`, {
          version: 1,
          texts: {},
        })
      ).statusCode,
    ).toBe(404);
    const question = await newLead(file.t, 'faq');
    const empty = await send('PUT', file.tokens.ADMIN, entryUrl(question.id), { version: 1, texts: {} });
    expect(empty.statusCode).toBe(400);
    const extra = await send('PUT', file.tokens.ADMIN, entryUrl(question.id), {
      version: 1,
      texts: { de: { question: 'Frage?', answer: '' } },
      status: 'published',
    });
    expect(extra.statusCode).toBe(400);
  });
});
