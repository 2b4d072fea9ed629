import { NAV_ENTRIES } from '@coachyard/contract';
import { printTable, type Target } from '../lib/load.ts';
import { BENCH_PASSWORD, signIn } from '../lib/server.ts';
import { getJson } from './advertisements-patches.ts';
import { lighthouseRow, scorePage, sessionOf, type LighthouseScore } from './lighthouse.ts';
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

/**
 * `/login` and every screen of `screensOf`: gzip JS+CSS a first visit downloads (`weighPage`) and Lighthouse's
 * mobile score (the median of `runs`; none scored when `runs` is 0). BENCH_SCREENS=/users,/content narrows the
 * list (by prefix).
 */
export async function benchScreens(baseUrl: string, runs: number) {
  const only = process.env.BENCH_SCREENS?.split(',');
  const screens = (await screensOf(baseUrl)).filter(
    (path) => !only || only.some((prefix) => path.startsWith(prefix)),
  );
  const session = await sessionOf(baseUrl, ADMIN, BENCH_PASSWORD);
  const results: ScreenResult[] = [];
  if (!only || only.includes('/login'))
    results.push({
      weight: await weighPage(baseUrl, '/login', LOGIN_BUDGET),
      score: runs ? await scorePage(baseUrl, '/login', { runs }) : null,
    });
  for (const path of screens) {
    console.log(`Screen ${path}…`);
    results.push({
      weight: await weighPage(
        baseUrl,
        path,
        SCREEN_BUDGET,
        signInThroughForm(baseUrl, ADMIN, BENCH_PASSWORD),
      ),
      score: runs ? await scorePage(baseUrl, path, { session, runs }) : null,
    });
  }
  console.log('\nScreens: gzip JS+CSS a first visit loads, and Lighthouse (mobile):');
  printTable(
    results.map(({ weight, score }) => {
      if (!score) return pageWeightRow(weight);
      const { page: _page, ...scored } = lighthouseRow(score);
      return { ...pageWeightRow(weight), ...scored };
    }),
  );
  const targets: Record<string, Target> = {};
  for (const { weight, score } of results) {
    targets[`${weight.page} gzip kB`] = {
      value: weight.gzipBytes / KB,
      target: `≤ ${weight.budgetBytes / KB}`,
      met: weight.gzipBytes <= weight.budgetBytes,
    };
    if (score)
      targets[`${weight.page} Lighthouse performance (mobile)`] = {
        value: score.performance,
        target: `≥ ${SCORE_TARGET}`,
        met: score.performance >= SCORE_TARGET,
      };
  }
  return { results, targets };
}
