import { describe, expect, it } from 'vitest';
import {
  LEAD_KINDS,
  LEAD_LIST_EXCERPT_LENGTH,
  leadListItemSchema,
  thumbnailUrlOf,
  type LeadDetail,
  type LeadListItem,
} from '@coachyard/contract';
import { LIST_PAGE_BUDGET } from './lean-list-budget.ts';
import { leadsTestFile } from './leads-support.ts';

// The seeded demo leads only: no test of this file adds one.
const file = leadsTestFile();
const { get } = file;

describe('a row of an inbox (issue 30)', () => {
  it.each(LEAD_KINDS)(
    '%s: carries what the inbox shows, and a page of 25 stays within 12 kB',
    async (kind) => {
      for (const [lang, bytes] of Object.entries(LIST_PAGE_BUDGET)) {
        const response = await get(file.tokens.ADMIN, `/api/leads_${kind}?per_page=25&lang=${lang}`);
        expect(response.statusCode, response.body).toBe(200);
        const { items, thumbnail_base } = response.json().data as {
          items: LeadListItem[];
          thumbnail_base: string;
        };
        expect(items).toHaveLength(25);
        expect(thumbnail_base).toBe('/media/images/thumbs/advertisements/');
        expect(Buffer.byteLength(response.body), lang).toBeLessThanOrEqual(bytes);
        for (const item of items) {
          expect(Object.keys(item).sort()).toEqual(Object.keys(leadListItemSchema.shape).sort());
          expect(item.advertisement === null).toBe(kind !== 'query');
        }
      }
    },
  );

  it('says of each query what the lead itself says, the ad in the language asked for', async () => {
    const { items, thumbnail_base } = (
      await get(file.tokens.ADMIN, '/api/leads_query?per_page=25&lang=tr')
    ).json().data as { items: LeadListItem[]; thumbnail_base: string };
    let clipped = 0;
    for (const item of items) {
      const lead = (await get(file.tokens.ADMIN, `/api/leads_query/${item.id}?lang=tr`)).json()
        .data as LeadDetail;
      const ad = lead.advertisement!;
      const long = lead.message.length > LEAD_LIST_EXCERPT_LENGTH;
      if (long) clipped += 1;
      expect(item).toEqual({
        id: lead.id,
        status: lead.status,
        name: lead.name,
        excerpt: long ? `${lead.message.slice(0, LEAD_LIST_EXCERPT_LENGTH - 1)}…` : lead.message,
        advertisement: {
          short_id: ad.short_id,
          title_text: ad.title_text,
          thumbnail: expect.not.stringMatching(/^\/|^https?:/),
        },
        assignee: lead.assignee?.name ?? null,
        // Opening the lead marked it read: the row was read before.
        unread: expect.any(Boolean),
        due_at: lead.due_at,
        answered: lead.first_response_at !== null,
        created_at: lead.created_at,
      });
      expect(thumbnailUrlOf(thumbnail_base, item.advertisement!.thumbnail)).toBe(ad.thumbnail_url);
    }
    expect(clipped).toBeGreaterThan(0);
  });
});
