import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../lib/server.ts';
import {
  mainThreadCpu,
  scoreWithCpuBlocking,
  type MainThreadCpu,
  type TraceEvent,
} from './main-thread-cpu.ts';

export interface LighthouseScore {
  page: string;
  /** The performance category, 0–100; the median of the runs. */
  performance: number;
  runs: number[];
  /** The median run's metrics, in milliseconds (CLS unitless). */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  speedIndex: number;
  /** The main thread's CPU time and the blocking time counted from it, each the median of the runs. */
  mainThread: MainThreadCpu | null;
  /** The score with blocking time counted from CPU time (`scoreWithCpuBlocking`), the median of the runs. */
  scoreFromCpu: number | null;
}

/** A row of the printed table. */
export const lighthouseRow = (score: LighthouseScore) => ({
  page: score.page,
  performance: score.performance,
  runs: score.runs.join(' '),
  'FCP ms': Math.round(score.firstContentfulPaint),
  'LCP ms': Math.round(score.largestContentfulPaint),
  'TBT ms': Math.round(score.totalBlockingTime),
  CLS: score.cumulativeLayoutShift.toFixed(3),
  'SI ms': Math.round(score.speedIndex),
  'score, TBT from CPU': score.scoreFromCpu ?? '',
  'CPU ms': score.mainThread ? Math.round(score.mainThread.cpuMilliseconds) : '',
  'TBT from CPU ms': score.mainThread ? Math.round(score.mainThread.blockingMilliseconds) : '',
  'at least 95': score.performance >= 95 ? 'yes' : 'NO',
});

/** What the browser keeps of a session (apps/web/src/lib/auth.ts), to audit a page behind the sign-in. */
export interface StoredSession {
  accessToken: string;
  user: unknown;
}

/** What POST /api/auth answers, as the sign-in form stores it. */
export async function sessionOf(baseUrl: string, email: string, password: string): Promise<StoredSession> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, user_password: password }),
  });
  const { data } = (await response.json()) as { data: { access_token: string; user: unknown } };
  return { accessToken: data.access_token, user: data.user };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A page to score: where, and the session to open it in (none: signed out). */
export interface ScoredPage {
  baseUrl: string;
  path: string;
  session?: StoredSession;
}

/**
 * Lighthouse's performance score with its default (mobile) profile (a mid-range phone on a slow 4G line,
 * simulated), the median of `runs`, for each of several pages (say, one screen served by two builds), their
 * runs interleaved: run 1 of each, then run 2 of each, and so on. Lighthouse simulates the phone from the task
 * times it observes on this machine, so a score follows the machine's load; interleaved, a change in load falls
 * on every page alike and their medians compare. Lighthouse drives Debian's Chromium through its debugging
 * port; the browser is launched by Playwright with a profile of its own, so that a session can be put in
 * localStorage before the audit (Lighthouse then keeps storage, and the HTTP cache is cleared by hand: every
 * run is a first visit).
 */
export async function scoreInterleaved(pages: ScoredPage[], runs: number): Promise<LighthouseScore[]> {
  const results = pages.map((): LighthouseScore[] => []);
  for (let run = 0; run < runs; run += 1)
    for (const [index, page] of pages.entries())
      results[index]!.push(await scoreWithRetry(page.baseUrl, page.path, page.session));
  return results.map((scores) => {
    const middle = median(scores.map((score) => score.performance));
    const cpu = scores.flatMap((score) => (score.mainThread ? [score.mainThread] : []));
    const fromCpu = scores.flatMap((score) => (score.scoreFromCpu === null ? [] : [score.scoreFromCpu]));
    return {
      ...scores.find((score) => score.performance === middle)!,
      runs: scores.map((score) => score.performance),
      mainThread: cpu.length
        ? {
            cpuMilliseconds: median(cpu.map((run) => run.cpuMilliseconds))!,
            blockingMilliseconds: median(cpu.map((run) => run.blockingMilliseconds))!,
            longestTaskMilliseconds: median(cpu.map((run) => run.longestTaskMilliseconds))!,
          }
        : null,
      scoreFromCpu: fromCpu.length ? median(fromCpu)! : null,
    };
  });
}

/**
 * Lighthouse sometimes fails to record a run's trace (`NO_NAVSTART`, about one run in a hundred here): that run
 * measured nothing, so it is run again, twice at most, rather than ending a bench that has seeded a million ads.
 */
async function scoreWithRetry(baseUrl: string, pagePath: string, session?: StoredSession) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await scoreOnce(baseUrl, pagePath, session);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error;
      console.warn(`Lighthouse on ${pagePath}: no trace recorded (NO_NAVSTART), running again`);
    }
  }
}

async function scoreOnce(baseUrl: string, pagePath: string, session?: StoredSession) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'coachyard-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The origin's storage, as the app leaves it after a sign-in.
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((stored) => {
      localStorage.clear();
      sessionStorage.clear();
      if (!stored) return;
      localStorage.setItem('accessToken', stored.accessToken);
      localStorage.setItem('userData', JSON.stringify(stored.user));
    }, session ?? null);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    const answer = await lighthouse(`${baseUrl}${pagePath}`, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      // LIGHTHOUSE_PROFILE=1 adds V8's sampling profiler to the trace: which functions a long task runs (it costs
      // CPU itself, so its runs' figures are not comparable with others').
      ...(process.env.LIGHTHOUSE_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const { lhr, artifacts } = answer;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORTS=folder keeps each run's whole report, to see where a score's time goes.
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      await mkdir(reports, { recursive: true });
      const name = `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
      await writeFile(path.join(reports, name), JSON.stringify(lhr));
      // The trace too, to list the long tasks and what runs in them (chrome://tracing or a script reads it).
      await writeFile(
        path.join(reports, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(artifacts.Trace),
      );
    }
    const mainThread = mainThreadCpu(artifacts.Trace.traceEvents as TraceEvent[], `${baseUrl}${pagePath}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page: pagePath,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      runs: [],
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
      mainThread,
      scoreFromCpu: mainThread && scoreWithCpuBlocking(lhr, mainThread.blockingMilliseconds),
    } satisfies LighthouseScore;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
