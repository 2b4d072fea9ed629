import { describe, expect, it } from 'vitest';
import type { ContentPage } from '@coachyard/contract';
import { contentTestFile } from './content-support.ts';

const file = contentTestFile();

const list = async (query: string) => {
  const response = await file.t.request({ method: 'GET', url: `/api/content?${query}`, token: file.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ContentPage;
};

describe('GET /api/content by cursor', () => {
  it('walks the same pages by next_cursor and back by prev_cursor as by page number, in every order', async () => {
    for (const sort of ['-updated_at', 'title', '-type']) {
      const { total } = await list(`per_page=100&sort=${sort}`);
      expect(total).toBeGreaterThan(8);
      const byNumber: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 4); page += 1)
        byNumber.push(...(await list(`per_page=4&page=${page}&sort=${sort}`)).items.map((item) => item.id));
      const byCursor: string[] = [];
      let page = await list(`per_page=4&sort=${sort}`);
      byCursor.push(...page.items.map((item) => item.id));
      while (page.next_cursor) {
        page = await list(`per_page=4&sort=${sort}&cursor=${page.next_cursor}`);
        byCursor.push(...page.items.map((item) => item.id));
      }
      expect(byCursor, sort).toEqual(byNumber);
      expect(new Set(byCursor).size).toBe(total);
      const back = await list(`per_page=4&sort=${sort}&cursor=${page.prev_cursor}`);
      expect(back.page).toBe(page.page - 1);
      expect(back.items.map((item) => item.id)).toEqual(byNumber.slice((back.page - 1) * 4, back.page * 4));
    }
  });

  it('refuses a cursor made for another order, and a garbled one, with a 400 on cursor', async () => {
    const { next_cursor: byTitle } = await list('per_page=4&sort=title');
    for (const cursor of [byTitle, 'not-a-cursor']) {
      const response = await file.t.request({
        method: 'GET',
        url: `/api/content?sort=-updated_at&cursor=${cursor}`,
        token: file.admin,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['cursor']);
    }
  });
});
