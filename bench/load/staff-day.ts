import sharp from 'sharp';

/**
 * What staff, dealers and representatives do all day, as virtual users against one base URL: sign in, list
 * and filter, search, open, edit with the version, upload a photo, change a status, export. Each user edits
 * an advertisement of its own, so that at the end every last acknowledged edit can be checked (a lost update
 * is an acknowledged edit that is not what the database holds).
 */
export const ACTIONS = [
  'sign in',
  'list',
  'filter',
  'search',
  'open',
  'edit',
  'upload photo',
  'change status',
  'export',
] as const;
export type Action = (typeof ACTIONS)[number];

export interface Sample {
  action: Action;
  milliseconds: number;
  status: number;
}

interface Ad {
  id: string;
  version: number;
  status: string;
  price_minor: number;
}

const ACCOUNTS = {
  ADMIN: 'admin@coachyard.test',
  REPRESENTATIVE: 'representative@coachyard.test',
  DEALER: 'dealer@coachyard.test',
} as const;
type Role = keyof typeof ACCOUNTS;

export interface DayResult {
  samples: Sample[];
  seconds: number;
  lostUpdates: string[];
  /** Two editors saving one version at once: how many won and how many got 409. */
  race: { won: number; conflicts: number };
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export async function staffDay(
  base: string,
  { users, seconds, password }: { users: number; seconds: number; password: string },
): Promise<DayResult> {
  const samples: Sample[] = [];
  const timed = async (action: Action, url: string, init: RequestInit = {}) => {
    const started = performance.now();
    let status = 0;
    let body: unknown = null;
    try {
      const response = await fetch(url.startsWith('http') ? url : `${base}${url}`, init);
      status = response.status;
      const text = await response.text();
      body = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
    } catch {
      status = 0;
    }
    samples.push({ action, milliseconds: performance.now() - started, status });
    return { status, body: body as { data?: unknown } | null };
  };
  const json = (token: string, method: string, payload: unknown): RequestInit => ({
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const auth = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
  const signIn = async (role: Role) => {
    const { body } = await timed('sign in', '/api/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_email: ACCOUNTS[role], user_password: password }),
    });
    const token = (body?.data as { access_token?: string } | undefined)?.access_token;
    if (!token) throw new Error(`${ACCOUNTS[role]} could not sign in: ${JSON.stringify(body)}`);
    return token;
  };
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f4e' } })
    .jpeg()
    .toBuffer();

  // Each virtual user: a role, a token, and one advertisement of its own to edit.
  const roles: Role[] = Array.from({ length: users }, (_, index) =>
    index % 10 < 4 ? 'ADMIN' : index % 10 < 7 ? 'REPRESENTATIVE' : 'DEALER',
  );
  const claimed = new Set<string>();
  const lastSaved = new Map<string, number>();
  const people = [];
  for (const role of roles) {
    const token = await signIn(role);
    const list = await timed('list', '/api/advertisements?per_page=100&sort=-created_at', auth(token));
    const items = ((list.body?.data as { items: Ad[] }).items ?? []).filter((ad) => ad.status !== 'sold');
    const own = items.find((ad) => !claimed.has(ad.id));
    if (own) claimed.add(own.id);
    people.push({ role, token, own: own ? { id: own.id, version: own.version } : null });
  }

  // Two editors, one version: exactly one may win.
  const [first, second] = people.filter((person) => person.role === 'ADMIN');
  const contested = first!.own!;
  const race = await Promise.all(
    [first!, second!].map((person, index) =>
      timed(
        'edit',
        `/api/advertisements/${contested.id}`,
        json(person.token, 'PATCH', { price_minor: 4_200_000 + index, version: contested.version }),
      ),
    ),
  );
  const raceResult = {
    won: race.filter((answer) => answer.status === 200).length,
    conflicts: race.filter((answer) => answer.status === 409).length,
  };
  const winner = race.find((answer) => answer.status === 200)?.body?.data as Ad | undefined;
  if (winner) {
    contested.version = winner.version;
    lastSaved.set(winner.id, winner.price_minor);
  }

  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    people.map(async (person, index) => {
      await pause(index * 20);
      let round = 0;
      while (Date.now() < deadline) {
        round += 1;
        await timed('list', '/api/advertisements?per_page=25&sort=-created_at', auth(person.token));
        await timed(
          'filter',
          '/api/advertisements?per_page=25&status=published&year_min=2015',
          auth(person.token),
        );
        const search = await timed(
          'search',
          `/api/advertisements?per_page=25&q=${round % 2 ? 'Setra' : 'Travego'}`,
          auth(person.token),
        );
        const found = (search.body?.data as { items?: Ad[] } | undefined)?.items?.[0];
        if (found) await timed('open', `/api/advertisements/${found.id}`, auth(person.token));
        if (person.own) {
          const price = 5_000_000 + index * 1000 + round;
          const edit = await timed(
            'edit',
            `/api/advertisements/${person.own.id}`,
            json(person.token, 'PATCH', { price_minor: price, version: person.own.version }),
          );
          const saved = edit.body?.data as Ad | undefined;
          if (edit.status === 200 && saved) {
            person.own.version = saved.version;
            lastSaved.set(saved.id, saved.price_minor);
          }
        }
        if (round % 3 === 0) await uploadPhoto(person.token);
        if (round % 4 === 0 && person.role === 'ADMIN') await moveOneForward(person.token);
        if (round % 5 === 0)
          await timed('export', '/api/advertisements/export.csv?status=published', auth(person.token));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  async function uploadPhoto(token: string) {
    const signature = await timed(
      'upload photo',
      '/api/uploads/signature',
      json(token, 'POST', {
        namespace: 'user',
        filename: 'portrait.jpg',
        content_type: 'image/jpeg',
        size: photo.length,
      }),
    );
    const target = signature.body?.data as
      | {
          upload: {
            url: string;
            method: string;
            fields?: Record<string, string>;
            headers?: Record<string, string>;
          };
          key: string;
        }
      | undefined;
    if (!target) return;
    const { upload } = target;
    let body: BodyInit = new Uint8Array(photo);
    if (upload.fields) {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'portrait.jpg');
      body = form;
    }
    await timed('upload photo', upload.url, { method: upload.method, headers: upload.headers, body });
    const me = await timed('upload photo', '/api/users/me', auth(token));
    const version = (me.body?.data as { version: number } | undefined)?.version;
    await timed(
      'upload photo',
      '/api/users/me',
      json(token, 'PATCH', { profile_picture: target.key, version }),
    );
  }

  async function moveOneForward(token: string) {
    const waiting = await timed(
      'change status',
      '/api/advertisements?per_page=1&status=pending_review',
      auth(token),
    );
    const ad = (waiting.body?.data as { items?: Ad[] } | undefined)?.items?.[0];
    if (!ad || claimed.has(ad.id)) return;
    await timed(
      'change status',
      `/api/advertisements/${ad.id}/status`,
      json(token, 'POST', { status: 'published', version: ad.version }),
    );
  }

  // Every acknowledged last edit is what the database holds now.
  const lostUpdates: string[] = [];
  const admin = people.find((person) => person.role === 'ADMIN')!;
  for (const [id, price] of lastSaved) {
    const stored = await fetch(`${base}/api/advertisements/${id}`, auth(admin.token)).then((response) =>
      response.json(),
    );
    if (stored.data?.price_minor !== price)
      lostUpdates.push(`${id}: acknowledged ${price}, stored ${stored.data?.price_minor}`);
  }
  return { samples, seconds: elapsed, lostUpdates, race: raceResult };
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! : 0;

export function summarise(result: DayResult) {
  return ACTIONS.map((action) => {
    const of = result.samples.filter((sample) => sample.action === action);
    const times = of.map((sample) => sample.milliseconds).sort((a, b) => a - b);
    return {
      action,
      requests: of.length,
      'req/s': Number((of.length / result.seconds).toFixed(1)),
      'p50 ms': Number(percentile(times, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(times, 0.95).toFixed(1)),
      'p99 ms': Number(percentile(times, 0.99).toFixed(1)),
      'conflicts (409)': of.filter((sample) => sample.status === 409).length,
      '5xx or no answer': of.filter((sample) => sample.status >= 500 || sample.status === 0).length,
    };
  });
}
