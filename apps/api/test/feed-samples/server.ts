import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { csvFeed, externalEntityXml, xmlFeed } from './feed-files.ts';
import { feedPhoto, photosKeptIn } from './photos.ts';
import { sampleVehicle, type SampleVehicle } from './vehicles.ts';

/**
 * A dealer's system on loopback (issue 28): its stock as `/feed.csv` and `/feed.xml`, the photos they name, both
 * with ETag and Last-Modified (and 304 when they match), and the hostile answers a fetcher must refuse under
 * `/hostile/…`. It counts what it served, so a test sees whether something was fetched again.
 */
export interface FeedServerOptions {
  /** Vehicles in the feed; default 20. */
  vehicles?: number;
  /** Photos per vehicle; default 3. */
  photosPerVehicle?: number;
  /** Where drawn photos are kept between runs (the bench); default: drawn at every request. */
  photoDirectory?: string;
}

/** Paths of the answers a safe fetcher must refuse or survive. */
export const HOSTILE = {
  /** 302 to the cloud metadata address (link-local). */
  redirectToMetadata: '/hostile/redirect-to-metadata',
  /** 302 to a private network address. */
  redirectToPrivate: '/hostile/redirect-to-private',
  /** 302 to a local file. */
  redirectToFile: '/hostile/redirect-to-file',
  /** 302 to itself, for ever. */
  redirectLoop: '/hostile/redirect-loop',
  /** `/hostile/redirects/<n>`: n redirects, then the first vehicle's first photo. */
  redirects: (count: number) => `/hostile/redirects/${count}`,
  /** Headers only after a minute. */
  slowAnswer: '/hostile/slow-answer',
  /** Headers at once, then a byte a second. */
  slowBody: '/hostile/slow-body',
  /** 40 MB of JPEG-looking bytes, with no Content-Length to refuse early. */
  oversized: '/hostile/oversized.jpg',
  /** The same, declaring its 40 MB length. */
  oversizedDeclared: '/hostile/oversized-declared.jpg',
  /** An HTML page served as image/jpeg and named .jpg. */
  htmlAsJpeg: '/hostile/page.jpg',
  /** An XML feed with an external entity reading /etc/passwd. */
  externalEntity: '/hostile/external-entity.xml',
} as const;

const OVERSIZED_BYTES = 40 * 1024 * 1024;
const STARTED = new Date(Math.floor(Date.now() / 1000) * 1000);

export async function startFeedServer(options: FeedServerOptions = {}) {
  let vehicleCount = options.vehicles ?? 20;
  const photosPerVehicle = options.photosPerVehicle ?? 3;
  const photoOf = options.photoDirectory ? photosKeptIn(options.photoDirectory) : feedPhoto;
  /** Revision of the feed, and of each vehicle and photo changed since the start: changes their bytes and ETag. */
  let feedRevision = 0;
  const vehicleRevisions = new Map<number, number>();
  const photoRevisions = new Map<string, number>();
  const changedAt = new Map<string, Date>();
  /** Full answers (200) per path, and 304s per path. */
  const served = new Map<string, number>();
  const notModified = new Map<string, number>();
  /** Answers the fetcher closed before they were whole, per path (a cancelled run's downloads). */
  const abandoned = new Map<string, number>();
  const sockets = new Set<import('node:net').Socket>();

  const vehicles = function* (count = vehicleCount): Generator<SampleVehicle> {
    for (let index = 0; index < count; index++)
      yield sampleVehicle(index, photosPerVehicle, vehicleRevisions.get(index) ?? 0);
  };
  const count = (map: Map<string, number>, path: string) => map.set(path, (map.get(path) ?? 0) + 1);

  /** Answers 304 when the request's validators match (and says so), else sets them on the response. */
  function validated(request: IncomingMessage, response: ServerResponse, path: string, etag: string) {
    const lastModified = (changedAt.get(path) ?? STARTED).toUTCString();
    response.setHeader('etag', etag);
    response.setHeader('last-modified', lastModified);
    const matches = request.headers['if-none-match']
      ? request.headers['if-none-match'] === etag
      : request.headers['if-modified-since'] === lastModified;
    if (!matches) return false;
    count(notModified, path);
    response.writeHead(304).end();
    return true;
  }

  /** `?vehicles=N` serves the first N vehicles instead (the bench's million-row feed beside its 10,000). */
  function serveFeed(request: IncomingMessage, response: ServerResponse, url: URL, base: string) {
    const { pathname: path } = url;
    const listed = Number(url.searchParams.get('vehicles') ?? vehicleCount);
    if (validated(request, response, path, `"feed-${listed}-${feedRevision}"`)) return;
    count(served, path);
    const csv = path.endsWith('.csv');
    response.writeHead(200, {
      'content-type': csv ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
    });
    const listing = vehicles(listed);
    Readable.from(csv ? csvFeed(listing, base) : xmlFeed(listing, base)).pipe(response);
  }

  async function servePhoto(request: IncomingMessage, response: ServerResponse, path: string) {
    // `/photos/<stock>/<n>.jpg`, and `/copies/…`: the same photo at a second URL, as feeds often repeat one.
    const [, , stock, file] = path.split('/');
    const photoKey = `${stock}/${file}`;
    const revision = photoRevisions.get(photoKey) ?? 0;
    if (validated(request, response, path, `"${stock}-${file}-${revision}"`)) return;
    count(served, path);
    const bytes = await photoOf(stock, Number.parseInt(file, 10), revision);
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }).end(bytes);
  }

  function serveHostile(request: IncomingMessage, response: ServerResponse, path: string) {
    count(served, path);
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    if (path === HOSTILE.redirectToMetadata) return redirect('http://169.254.169.254/latest/meta-data/');
    if (path === HOSTILE.redirectToPrivate) return redirect('http://10.0.0.1/feed.csv');
    if (path === HOSTILE.redirectToFile) return redirect('file:///etc/passwd');
    if (path === HOSTILE.redirectLoop) return redirect(HOSTILE.redirectLoop);
    const hops = /^\/hostile\/redirects\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      return redirect(left > 0 ? HOSTILE.redirects(left - 1) : '/photos/STK-0000001/1.jpg');
    }
    if (path === HOSTILE.slowAnswer) {
      const timer = setTimeout(() => response.writeHead(200).end('late'), 60_000);
      return response.on('close', () => clearTimeout(timer));
    }
    if (path === HOSTILE.slowBody) {
      response.writeHead(200, { 'content-type': 'text/csv' });
      const timer = setInterval(() => response.write('x'), 1000);
      return response.on('close', () => clearInterval(timer));
    }
    if (path === HOSTILE.oversized || path === HOSTILE.oversizedDeclared) {
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      response.writeHead(200, {
        'content-type': 'image/jpeg',
        ...(path === HOSTILE.oversizedDeclared ? { 'content-length': OVERSIZED_BYTES } : {}),
      });
      return Readable.from(
        (function* () {
          for (let sent = 0; sent < OVERSIZED_BYTES; sent += chunk.length) yield chunk;
        })(),
      ).pipe(response);
    }
    if (path === HOSTILE.htmlAsJpeg) {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end('<!doctype html><html><body><h1>Photo not found</h1></body></html>');
    }
    if (path === HOSTILE.externalEntity) {
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(externalEntityXml);
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feeds.invalid');
    const path = url.pathname;
    const base = `http://${request.headers.host}`;
    response.on('close', () => {
      if (!response.writableFinished) count(abandoned, path);
    });
    if (path === '/feed.csv' || path === '/feed.xml') return serveFeed(request, response, url, base);
    if (/^\/(photos|copies)\/[\w-]+\/\d+\.jpg$/.test(path))
      return void servePhoto(request, response, path).catch(() => response.destroy());
    if (path.startsWith('/hostile/')) return serveHostile(request, response, path);
    response.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const touch = (path: string) =>
    changedAt.set(path, new Date(Math.max(Date.now(), STARTED.getTime() + 1000)));

  return {
    /** `http://127.0.0.1:<port>`. */
    url,
    port,
    /** The vehicles the feed lists now. */
    vehicles: () => [...vehicles()],
    /** How many full answers (200) a path got. */
    served: (path: string) => served.get(path) ?? 0,
    /** How many 304s a path got. */
    notModified: (path: string) => notModified.get(path) ?? 0,
    /** How many answers of a path the fetcher closed before they were whole. */
    abandoned: (path: string) => abandoned.get(path) ?? 0,
    /** The feed lists `count` vehicles from now on (fewer: the rest left the dealer's stock). */
    setVehicleCount(count: number) {
      vehicleCount = count;
      feedRevision++;
      for (const path of ['/feed.csv', '/feed.xml']) touch(path);
    },
    /** The vehicle at `index` gets a new price. */
    changeVehicle(index: number) {
      vehicleRevisions.set(index, (vehicleRevisions.get(index) ?? 0) + 1);
      feedRevision++;
      for (const path of ['/feed.csv', '/feed.xml']) touch(path);
    },
    /** A photo is replaced by another at the same URL (and its copy). */
    changePhoto(stockNumber: string, photo: number) {
      const key = `${stockNumber}/${photo}.jpg`;
      photoRevisions.set(key, (photoRevisions.get(key) ?? 0) + 1);
      for (const folder of ['photos', 'copies']) touch(`/${folder}/${key}`);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;
