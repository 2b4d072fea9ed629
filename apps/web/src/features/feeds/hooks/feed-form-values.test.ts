import { describe, expect, it } from 'vitest';
import { feedFormProblems } from './feed-form-rules';
import { toFeedBody, toFeedValues } from './feed-form-values';

describe('the feed form’s body', () => {
  it('sends the file of an upload feed and neither URL nor interval', () => {
    const values = { ...toFeedValues(), name: 'Stock', region: 'eu' as const, url: 'https://x.test/a.csv' };
    const body = toFeedBody(values, 'feeds/2026-11-27/0123456789abcdef0123456789abcdef.csv');
    expect(body).toMatchObject({ source_kind: 'upload', url: null, interval_hours: undefined });
    expect(body.file_key).toMatch(/^feeds\//);
    expect(feedFormProblems(body)).toEqual({});
  });

  it('asks a URL feed for an http(s) address and a name, with the contract’s message keys', () => {
    const values = { ...toFeedValues(), source_kind: 'url' as const, region: 'eu' as const, url: 'ftp://x' };
    expect(feedFormProblems(toFeedBody(values, 'kept-key'))).toEqual({
      name: 'feed.name_required',
      url: 'feed.url_invalid',
    });
    expect(toFeedBody({ ...values, url: 'https://x.test/a.csv' }, 'kept-key').file_key).toBeNull();
  });
});
