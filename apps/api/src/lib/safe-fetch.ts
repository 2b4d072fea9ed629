import { lookup as resolve, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable, Transform } from 'node:stream';
import { Agent, request } from 'undici';
import { wordedMessage } from '@coachyard/contract';

/**
 * Fetching what someone else names by URL (a dealer's feed, its photos) without letting the URL reach what only
 * the server can reach (issue 28): only http(s), a few redirects each checked again, time and size limits, and no
 * loopback, private, link-local, unspecified or multicast address unless the operator allows them. The address is
 * checked where the connection is made, on what DNS answered, so a name that resolves to 127.0.0.1 (or to a public
 * address first and a private one a second later: DNS rebinding) never gets a connection.
 */

export type FetchRefusalKey =
  | 'fetch.scheme_not_allowed'
  | 'fetch.private_address'
  | 'fetch.too_many_redirects'
  | 'fetch.too_large'
  | 'fetch.timed_out'
  | 'fetch.http_status'
  | 'fetch.unreachable';

/** Why a URL was not fetched: a message key and the values its text names, worded in any language. */
export class FetchRefused extends Error {
  constructor(
    readonly messageKey: FetchRefusalKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(wordedMessage(messageKey, 'en', values));
    this.name = 'FetchRefused';
  }

  messageIn(language: string) {
    return wordedMessage(this.messageKey, language, this.values);
  }
}

const refusedRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  refusedRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  refusedRanges.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one a fetch must not reach: loopback, private, link-local, unspecified, multicast. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) reaches the IPv4 host.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return refusedRanges.check(mapped, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return refusedRanges.check(bare, 'ipv4');
  if (family === 6) return refusedRanges.check(bare, 'ipv6');
  return false;
}

/**
 * Which private addresses the operator lets fetches reach: none (`false`, the default), all (`true`), or those in
 * a list of addresses and networks (`127.0.0.1`, `10.20.0.0/16`), e.g. the dealer-management system next door.
 */
export type PrivateAddressAllowance = boolean | readonly string[];

function allowListOf(entries: readonly string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [network, prefix] = entry.split('/');
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return (address: string) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Whether a fetch may connect to `address` under the operator's allowance. */
function addressGuard(allowance: PrivateAddressAllowance) {
  if (allowance === true) return () => true;
  const allowed = allowance === false ? () => false : allowListOf(allowance);
  return (address: string) => !isPrivateAddress(address) || allowed(address.replace(/^\[|\]$/g, ''));
}

/** DNS answers checked before the socket connects: every address of a name must be one the guard lets through. */
const checkedLookup =
  (mayConnect: (address: string) => boolean): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.some((entry) => !mayConnect(entry.address)))
        return callback(new FetchRefused('fetch.private_address', { address: hostname }), '', 0);
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };

const CONNECT_TIMEOUT_MS = 10_000;
const fetchers = new Map<string, { agent: Agent; mayConnect: (address: string) => boolean }>();
/** One connection pool and address guard per allowance, shared by every fetch (a feed's photos reuse them). */
function fetcherFor(allowance: PrivateAddressAllowance) {
  const name = JSON.stringify(allowance);
  let fetcher = fetchers.get(name);
  if (!fetcher) {
    const mayConnect = addressGuard(allowance);
    const lookup = allowance === true ? undefined : checkedLookup(mayConnect);
    const agent = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS, lookup }, connections: 32 });
    fetchers.set(name, (fetcher = { agent, mayConnect }));
  }
  return fetcher;
}

export interface SafeFetchOptions {
  /** The body errors with `fetch.too_large` past this many bytes. */
  maxBytes: number;
  /** Redirects followed at most; default 3. */
  maxRedirects?: number;
  /** How long the connection and the response headers may take; default 10 s. */
  answerTimeoutSeconds?: number;
  /** How long the whole fetch, body included, may take; default 60 s. */
  timeoutSeconds?: number;
  /** The operator's setting (FEEDS_ALLOW_PRIVATE_ADDRESSES): which loopback and private addresses are reachable. */
  allowPrivateAddresses?: PrivateAddressAllowance;
  /** What an earlier fetch of the URL answered: the server may say 304 instead of sending it again. */
  validators?: { etag?: string | null; lastModified?: string | null };
  /** The Accept header. */
  accept?: string;
  /** Stops the fetch (a cancelled feed run). */
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  status: number;
  /** The URL answered, after redirects. */
  url: string;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
  /** The validators matched: the body is empty and what was fetched before still holds. */
  notModified: boolean;
  /** The body, which errors with a FetchRefused past `maxBytes` or the time limit. Read it or destroy it. */
  body: Readable;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;
const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

function checkedUrl(address: string | URL, mayConnect: (address: string) => boolean, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new FetchRefused('fetch.scheme_not_allowed');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('fetch.scheme_not_allowed');
  // An address written as an IP is connected to without DNS, so the lookup's check never sees it.
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) && !mayConnect(url.hostname))
    throw new FetchRefused('fetch.private_address', { address: url.hostname });
  return url;
}

/** A body not wanted: closed, and the abort it reports is the one we asked for. */
const discard = (body: Readable) => body.on('error', () => {}).destroy();

/** The typed refusal an undici or DNS error stands for. */
function refusalOf(error: unknown, timedOut: () => FetchRefused | null): unknown {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof FetchRefused) return cause;
  }
  const code = (error as { code?: string } | null)?.code ?? '';
  if (/TIMEOUT/.test(code)) return timedOut() ?? error;
  if ((error as Error | null)?.name === 'AbortError' || code === 'UND_ERR_ABORTED')
    return timedOut() ?? error;
  if (/^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|UND_ERR_SOCKET)/.test(code))
    return new FetchRefused('fetch.unreachable');
  return error;
}

/** Fetches `address` under the rules above; every refusal is a FetchRefused. */
export async function safeFetch(address: string | URL, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const allowance = options.allowPrivateAddresses ?? false;
  const { agent, mayConnect } = fetcherFor(allowance);
  const maxRedirects = options.maxRedirects ?? 3;
  const timeoutSeconds = options.timeoutSeconds ?? 60;
  const answerTimeoutMs = (options.answerTimeoutSeconds ?? 10) * 1000;

  const deadline = new AbortController();
  // Made when the time is up, not for every fetch: an error's stack trace costs more than a photo's check.
  let timeUp: FetchRefused | null = null;
  const timer = setTimeout(
    () => deadline.abort((timeUp = new FetchRefused('fetch.timed_out', { seconds: timeoutSeconds }))),
    timeoutSeconds * 1000,
  ).unref();
  const stopped = () => (deadline.signal.aborted ? timeUp : null);
  const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;
  const answerTimedOut = () =>
    stopped() ?? new FetchRefused('fetch.timed_out', { seconds: answerTimeoutMs / 1000 });

  const headers: Record<string, string> = {
    'user-agent': 'Coachyard feed fetcher',
    accept: options.accept ?? '*/*',
  };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;

  try {
    let url = checkedUrl(address, mayConnect);
    for (let hop = 0; ; hop++) {
      const response = await request(url, {
        method: 'GET',
        headers,
        dispatcher: agent,
        signal,
        headersTimeout: answerTimeoutMs,
      }).catch((error: unknown) => {
        throw refusalOf(error, answerTimedOut);
      });
      const location = headerOf(response.headers.location);
      if (REDIRECTS.has(response.statusCode) && location) {
        discard(response.body);
        if (hop >= maxRedirects) throw new FetchRefused('fetch.too_many_redirects', { max: maxRedirects });
        url = checkedUrl(location, mayConnect, url);
        continue;
      }
      const notModified = response.statusCode === 304;
      if (!notModified && (response.statusCode < 200 || response.statusCode > 299)) {
        discard(response.body);
        throw new FetchRefused('fetch.http_status', { status: response.statusCode });
      }
      const declared = Number(headerOf(response.headers['content-length']) ?? Number.NaN);
      if (declared > options.maxBytes) {
        discard(response.body);
        throw new FetchRefused('fetch.too_large', { limit: megabytes(options.maxBytes) });
      }
      return {
        status: response.statusCode,
        url: url.href,
        contentType: headerOf(response.headers['content-type']),
        etag: headerOf(response.headers.etag),
        lastModified: headerOf(response.headers['last-modified']),
        notModified,
        body: limitedBody(response.body, options.maxBytes, stopped, () => clearTimeout(timer)),
      };
    }
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
}

/** The response body, cut off with `fetch.too_large` past `maxBytes`; `finished` runs once it ends either way. */
function limitedBody(
  source: Readable,
  maxBytes: number,
  stopped: () => FetchRefused | null,
  finished: () => void,
) {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(new FetchRefused('fetch.too_large', { limit: megabytes(maxBytes) }));
      else callback(null, chunk);
    },
  });
  source.on('error', (error) => limited.destroy(refusalOf(error, stopped) as Error));
  limited.on('close', () => {
    finished();
    source.destroy();
  });
  return source.pipe(limited);
}

/** The whole body as one buffer (a photo): for what is small enough to hold. */
export async function readBody(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
