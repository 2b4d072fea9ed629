import { NAV_ENTRIES } from '@coachyard/contract';
import { printTable, type Target } from '../lib/load.ts';
import { BENCH_PASSWORD, signIn } from '../lib/server.ts';
import { getJson } from './advertisements-patches.ts';
import {
  lighthouseRow,
  scoreInterleaved,
  sessionOf,
  type LighthouseScore,
  type ScoredPage,
} from './lighthouse.ts';
import { pageWeightRow, signInThroughForm, weighPage, type PageWeight } from './page-weight.ts';

// Issue 30: every sidebar screen and every create and edit form within its budget, weighed and scored alike.

const ADMIN = 'admin@coachyard.test';
const KB = 1024;
/** Issue 18's budgets: the sign-in page alone, every screen behind it. */
const LOGIN_BUDGET = 120 * KB;
const SCREEN_BUDGET = 200 * KB;
const SCORE_TARGET = 95;

export interface ScreenResult {
  weight: PageWeight;
  /** None when LIGHTHOUSE_RUNS=0: the weights alone, in minutes rather than an hour on a loaded machine. */
  score: LighthouseScore | null;
  /** The same page on the baseline build, its runs interleaved with these (LIGHTHOUSE_BASELINE). */
  baseline?: LighthouseScore;
}

const firstId = async (baseUrl: string, token: string, path: string) =>
  ((await getJson(`${baseUrl}/api/${path}${path.includes('?') ? '&' : '?'}per_page=1`, token)).data.items?.[0]
    ?.id ?? null) as string | null;

/**
 * Screens of the web route table (apps/web/src/app/route-table.ts) that no sidebar entry names: the review
 * queue and the stock performance screen open from the advertisements list, settings and the site's pages from
 * the account menu. The bench cannot import the route table (it loads React), so a new screen is added here.
 */
const SCREENS_BESIDE_THE_SIDEBAR = [
  '/advertisements/review',
  '/advertisements/performance',
  '/settings',
  '/pages',
];

/**
 * The screens a signed-in ADMIN can open: each sidebar entry (the contract's NAV_ENTRIES, which the sidebar
 * shows), the screens beside it, and each create and edit form of the route table, its ids taken from the demo
 * data (an edit form whose resource the demo data has none of is left out).
 */
export async function screensOf(baseUrl: string): Promise<string[]> {
  const token = await signIn(baseUrl, ADMIN);
  const [ad, user, table, market, content, feed] = await Promise.all(
    ['advertisements', 'users', 'collections', 'locations', 'content', 'feeds'].map((path) =>
      firstId(baseUrl, token, path),
    ),
  );
  const [item, place] = await Promise.all([
    table && firstId(baseUrl, token, `collections/${table}/items`),
    market && firstId(baseUrl, token, `locations/${market}/items`),
  ]);
  const relations = (await getJson(`${baseUrl}/api/model-relations?per_page=1`, token)).data
    .items as unknown as { brand: { id: string } }[] | undefined;
  const brand = relations?.[0]?.brand.id;
  const forms = (path: string, id: string | null | undefined) => [
    `${path}/create`,
    ...(id ? [`${path}/${id}/edit`] : []),
  ];
  return [
    ...NAV_ENTRIES.map((entry) => entry.path),
    ...SCREENS_BESIDE_THE_SIDEBAR,
    ...forms('/advertisements', ad),
    ...forms('/users', user),
    ...forms('/lookup-tables', table),
    ...(table ? forms(`/lookup-tables/${table}/items`, item) : []),
    ...forms('/locations', market),
    ...(market ? forms(`/locations/${market}/items`, place) : []),
    ...(brand ? [`/model_relations/${brand}/edit`] : []),
    ...forms('/content', content),
    ...forms('/feeds', feed),
  ];
}

/** A page's name in the table: its path with the demo data's ids as `{id}`, the same on every server. */
export const pageName = (path: string) =>
  path.replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/g, '/{id}');

/**
 * Which pages a run takes: all, or those LIGHTHOUSE_PAGES names (comma-separated page names as the table
 * prints them, `/users/{id}/edit`; a name ending in `*` takes every page it begins, `/leads_*`).
 */
export function pagesWanted(filter = process.env.LIGHTHOUSE_PAGES) {
  const wanted = filter?.split(',').map((entry) => entry.trim());
  return (path: string) =>
    !wanted ||
    wanted.some((entry) =>
      entry.endsWith('*') ? pageName(path).startsWith(entry.slice(0, -1)) : pageName(path) === entry,
    );
}

/** `/login` and every screen of `screensOf` that LIGHTHOUSE_PAGES keeps, in the order the table prints them. */
async function pagesOf(baseUrl: string) {
  return ['/login', ...(await screensOf(baseUrl))].filter(pagesWanted());
}

/**
 * `/login` and every screen of `screensOf`: gzip JS+CSS a first visit downloads (`weighPage`) and Lighthouse's
 * mobile score (the median of `runs`; none scored when `runs` is 0). With `baselineUrl` (a second server on the
 * same demo data serving another web build: LIGHTHOUSE_BASELINE in run.ts), each page is scored on both, run by
 * run interleaved, and the table sets the baseline's score beside this build's.
 */
export async function benchScreens(baseUrl: string, runs: number, baselineUrl?: string) {
  const pages = await pagesOf(baseUrl);
  const baselinePages = baselineUrl ? await pagesOf(baselineUrl) : [];
  if (baselineUrl && baselinePages.map(pageName).join() !== pages.map(pageName).join())
    throw new Error('The baseline server lists other pages than this build: not the same demo data?');
  const session = await sessionOf(baseUrl, ADMIN, BENCH_PASSWORD);
  const baselineSession = baselineUrl && (await sessionOf(baselineUrl, ADMIN, BENCH_PASSWORD));
  const results: ScreenResult[] = [];
  for (const [index, path] of pages.entries()) {
    console.log(`Screen ${pageName(path)}…`);
    const signedIn = path !== '/login';
    const scored: ScoredPage[] = [{ baseUrl, path, session: signedIn ? session : undefined }];
    if (baselineUrl && baselineSession)
      scored.push({
        baseUrl: baselineUrl,
        path: baselinePages[index]!,
        session: signedIn ? baselineSession : undefined,
      });
    const [score = null, baseline] = runs ? await scoreInterleaved(scored, runs) : [];
    results.push({
      weight: await weighPage(
        baseUrl,
        path,
        signedIn ? SCREEN_BUDGET : LOGIN_BUDGET,
        signedIn ? signInThroughForm(baseUrl, ADMIN, BENCH_PASSWORD) : undefined,
      ),
      score,
      ...(baseline && { baseline }),
    });
  }
  console.log('\nScreens: gzip JS+CSS a first visit loads, and Lighthouse (mobile):');
  printTable(results.map(screenRow));
  const targets: Record<string, Target> = {};
  for (const { weight, score } of results) {
    const name = pageName(weight.page);
    targets[`${name} gzip kB`] = {
      value: weight.gzipBytes / KB,
      target: `≤ ${weight.budgetBytes / KB}`,
      met: weight.gzipBytes <= weight.budgetBytes,
    };
    if (score)
      targets[`${name} Lighthouse performance (mobile)`] = {
        value: score.performance,
        target: `≥ ${SCORE_TARGET}`,
        met: score.performance >= SCORE_TARGET,
      };
  }
  return { results, targets };
}

/** A screen's row: its weight, its score, and the baseline's score and blocking time where one was run. */
function screenRow({ weight, score, baseline }: ScreenResult) {
  const row = { ...pageWeightRow(weight), page: pageName(weight.page) };
  if (!score) return row;
  const { page: _page, ...scored } = lighthouseRow(score);
  if (!baseline) return { ...row, ...scored };
  return {
    ...row,
    'baseline (runs)': `${baseline.performance} (${baseline.runs.join(' ')})`,
    'baseline TBT ms': Math.round(baseline.totalBlockingTime),
    'baseline, TBT from CPU': baseline.scoreFromCpu ?? '',
    'baseline CPU ms': baseline.mainThread ? Math.round(baseline.mainThread.cpuMilliseconds) : '',
    ...scored,
  };
}
