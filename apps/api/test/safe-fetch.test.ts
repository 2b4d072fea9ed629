import '@coachyard/contract/messages/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  FetchRefused,
  isPrivateAddress,
  readBody,
  safeFetch,
  type SafeFetchOptions,
} from '../src/lib/safe-fetch.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/server.ts';

// Fetching what a dealer names by URL over real HTTP on loopback (issue 28): the refusals and the validators.

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 5, photosPerVehicle: 2 });
});
afterAll(() => server?.close());

/** As the tests' operator setting: loopback's 127.0.0.1 only, every other private address refused. */
const LOOPBACK_ONLY: SafeFetchOptions = { maxBytes: 5_000_000, allowPrivateAddresses: ['127.0.0.1'] };

/** What a fetch (and reading its body) was refused with, as the message key and the English text. */
async function refusal(url: string, options: SafeFetchOptions) {
  try {
    const result = await safeFetch(url, options);
    await readBody(result.body);
  } catch (error) {
    if (error instanceof FetchRefused) return { key: error.messageKey, text: error.message };
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('fetching from a feed server the operator allows', () => {
  it('streams the feed, then answers "not modified" when its validators still match', async () => {
    const first = await safeFetch(`${server.url}/feed.csv`, LOOPBACK_ONLY);
    const text = (await readBody(first.body)).toString('utf8');
    expect(first).toMatchObject({ status: 200, url: `${server.url}/feed.csv`, notModified: false });
    expect(first.contentType).toMatch(/^text\/csv/);
    expect(text.split('\r\n')[0]).toContain('stock_number');
    expect(text.trim().split('\r\n')).toHaveLength(1 + 5);

    const again = await safeFetch(`${server.url}/feed.csv`, {
      ...LOOPBACK_ONLY,
      validators: { etag: first.etag, lastModified: first.lastModified },
    });
    expect(again).toMatchObject({ status: 304, notModified: true });
    expect((await readBody(again.body)).length).toBe(0);
    expect([server.served('/feed.csv'), server.notModified('/feed.csv')]).toEqual([1, 1]);
  });

  it('follows up to three redirects and tells the address it ended at', async () => {
    const result = await safeFetch(server.url + HOSTILE.redirects(2), LOOPBACK_ONLY);
    expect(result.url).toBe(`${server.url}/photos/STK-0000001/1.jpg`);
    expect(result.contentType).toBe('image/jpeg');
    await readBody(result.body);
  });
});

describe('refusals', () => {
  it('refuses loopback when the operator setting does not allow it', async () => {
    const before = server.served('/feed.xml');
    expect(await refusal(`${server.url}/feed.xml`, { maxBytes: 1_000_000 })).toEqual({
      key: 'fetch.private_address',
      text: 'The address 127.0.0.1 is on a private network and cannot be fetched',
    });
    expect(server.served('/feed.xml')).toBe(before);
  });

  it('refuses a host name that resolves to loopback, checked on the address DNS answered', async () => {
    const before = server.served('/feed.xml');
    const refused = await refusal(`http://localhost:${server.port}/feed.xml`, { maxBytes: 1_000_000 });
    expect(refused.key).toBe('fetch.private_address');
    expect(server.served('/feed.xml')).toBe(before);
  });

  it('refuses a redirect to the cloud metadata address or a private network', async () => {
    for (const path of [HOSTILE.redirectToMetadata, HOSTILE.redirectToPrivate]) {
      const refused = await refusal(server.url + path, LOOPBACK_ONLY);
      expect(refused.key, path).toBe('fetch.private_address');
      expect(server.served(path)).toBe(1);
    }
    expect((await refusal(server.url + HOSTILE.redirectToMetadata, LOOPBACK_ONLY)).text).toContain(
      '169.254.169.254',
    );
  });

  it('stops after three redirects', async () => {
    expect(await refusal(server.url + HOSTILE.redirectLoop, LOOPBACK_ONLY)).toEqual({
      key: 'fetch.too_many_redirects',
      text: 'Too many redirects: the address redirected more than 3 times',
    });
    expect(server.served(HOSTILE.redirectLoop)).toBe(4);
    expect((await refusal(server.url + HOSTILE.redirects(3), LOOPBACK_ONLY)).key).toBe(
      'fetch.too_many_redirects',
    );
  });

  it('gives up on a server that does not answer, or answers too slowly', async () => {
    expect(
      await refusal(server.url + HOSTILE.slowAnswer, { ...LOOPBACK_ONLY, answerTimeoutSeconds: 1 }),
    ).toEqual({
      key: 'fetch.timed_out',
      text: 'The server did not answer within 1 s',
    });
    const slowBody = await refusal(server.url + HOSTILE.slowBody, { ...LOOPBACK_ONLY, timeoutSeconds: 2 });
    expect(slowBody).toEqual({ key: 'fetch.timed_out', text: 'The server did not answer within 2 s' });
  });

  it('cuts off a file larger than the limit, whether or not it declares its length', async () => {
    const limit = { ...LOOPBACK_ONLY, maxBytes: 1_048_576 };
    for (const path of [HOSTILE.oversized, HOSTILE.oversizedDeclared])
      expect(await refusal(server.url + path, limit), path).toEqual({
        key: 'fetch.too_large',
        text: 'The file is larger than 1 MB',
      });
  });

  it('says so when nothing listens at the address', async () => {
    const closed = await startFeedServer();
    await closed.close();
    expect(await refusal(`${closed.url}/feed.csv`, LOOPBACK_ONLY)).toEqual({
      key: 'fetch.unreachable',
      text: 'The server could not be reached',
    });
  });

  it('fetches only http and https addresses, also where a redirect points', async () => {
    expect((await refusal(server.url + HOSTILE.redirectToFile, LOOPBACK_ONLY)).key).toBe(
      'fetch.scheme_not_allowed',
    );
    for (const url of [
      'file:///etc/passwd',
      'ftp://127.0.0.1/feed.csv',
      'gopher://127.0.0.1:6379/_INFO',
      'feed.csv',
    ])
      expect((await refusal(url, LOOPBACK_ONLY)).key, url).toBe('fetch.scheme_not_allowed');
  });

  it('words every refusal in the reader language', () => {
    const refused = new FetchRefused('fetch.timed_out', { seconds: 10 });
    expect(refused.messageIn('de')).toBe('Der Server hat nicht innerhalb von 10 s geantwortet');
    expect(refused.messageIn('tr')).toBe('Sunucu 10 sn içinde yanıt vermedi');
    expect(new FetchRefused('fetch.private_address', { address: '10.0.0.1' }).messageIn('ar')).toContain(
      '10.0.0.1',
    );
  });
});

describe('which addresses are private', () => {
  it('knows loopback, private, shared, link-local, unspecified and multicast ranges, in IPv4 and IPv6', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254'];
    refused.push('0.0.0.0', '224.0.0.251', '::1', '::', 'fd12::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1');
    for (const address of refused) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:4001::1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('reads the operator setting: off by default, on, or a list of addresses and networks', () => {
    expect(loadConfig({}).fetching.allowPrivateAddresses).toBe(false);
    expect(loadConfig({ FEEDS_ALLOW_PRIVATE_ADDRESSES: 'true' }).fetching.allowPrivateAddresses).toBe(true);
    expect(
      loadConfig({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1, 10.20.0.0/16' }).fetching.allowPrivateAddresses,
    ).toEqual(['127.0.0.1', '10.20.0.0/16']);
    expect(() => loadConfig({ FEEDS_ALLOW_PRIVATE_ADDRESSES: 'intranet' })).toThrow(
      /FEEDS_ALLOW_PRIVATE_ADDRESSES/,
    );
  });
});
