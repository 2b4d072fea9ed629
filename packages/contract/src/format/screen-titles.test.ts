import { describe, expect, it } from 'vitest';
import { screenTitleAt, withScreenTitles, type ScreenTitles } from './screen-titles.ts';

const titles: ScreenTitles = {
  '/users': { titles: { en: 'Users', ar: 'المستخدمون' } },
  '/users/create': { titles: { en: 'New user', ar: 'مستخدم جديد' }, crumbs: true },
  '/users/:id/edit': { titles: { en: 'Edit user', ar: 'تعديل المستخدم' }, crumbs: true },
  '/lookup-tables/:id/items/create': { titles: { en: 'New item' }, crumbs: true },
  '/trash': { titles: { en: '</script><script>alert(1)</script>' } },
};
const page =
  '<!doctype html><html><head><title>Coachyard</title></head><body><div id="root"></div></body></html>';

describe("a page names its screen's titles for the start frame (issue 30)", () => {
  it('finds the screen of a path, with its parameters, query and trailing slash', () => {
    expect(screenTitleAt(titles, '/users')?.titles.en).toBe('Users');
    expect(screenTitleAt(titles, '/users/?page=3')?.titles.en).toBe('Users');
    expect(screenTitleAt(titles, '/users/create')?.titles.ar).toBe('مستخدم جديد');
    expect(screenTitleAt(titles, '/users/0b7c4a1e-1111-4f3a-9d1e-2b2b2b2b2b2b/edit#history')?.titles.en).toBe(
      'Edit user',
    );
    expect(screenTitleAt(titles, '/lookup-tables/7/items/create')?.titles.en).toBe('New item');
  });

  it('finds none for a path that is no screen', () => {
    for (const url of ['/', '/users/7', '/users/7/edit/more', '/nowhere', '/lookup-tables/7/items'])
      expect(screenTitleAt(titles, url)).toBeUndefined();
    expect(withScreenTitles(page, titles, '/nowhere')).toBe(page);
  });

  it("puts the screen's titles in the head as data the page can read, and nothing a title can break out of", () => {
    const sent = withScreenTitles(page, titles, '/users/create');
    const element = /<script type="application\/json" id="screen-titles">(.*?)<\/script><\/head>/.exec(sent);
    expect(JSON.parse(element![1]!)).toEqual(titles['/users/create']);
    const hostile = withScreenTitles(page, titles, '/trash');
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="screen-titles">(.*?)<\/script>/.exec(hostile)![1]!;
    expect(JSON.parse(json).titles.en).toBe(titles['/trash']!.titles.en);
  });
});
