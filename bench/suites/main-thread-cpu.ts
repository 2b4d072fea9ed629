import { Audit, type Result } from 'lighthouse';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';

/** A Chrome trace event, as far as this file reads it (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the thread really ran, without the time the system gave its core to others. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadCpu {
  /** CPU time of the page's main thread from navigation to the trace's end, in ms. */
  cpuMilliseconds: number;
  /**
   * Total blocking time as Lighthouse's mobile profile would count it from CPU time rather than wall time: the
   * part of each task after the first paint that exceeds 50 ms once slowed down four times, in ms.
   */
  blockingMilliseconds: number;
  /** The longest task after navigation, in CPU ms (not slowed down). */
  longestTaskMilliseconds: number;
}

/** Lighthouse's mobile profile runs the page's tasks this many times slower (`cpuSlowdownMultiplier`). */
const CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;

/**
 * What the page's main thread cost in CPU during a Lighthouse run, from its trace. Lighthouse's own timings are
 * wall times: on a loaded machine a task lasts as long as the thread waited for a core, and the score follows
 * the machine's load (bench/RESULTS.md). Thread times do not, so these figures compare two builds measured at
 * different loads, where the score cannot.
 */
export function mainThreadCpu(events: TraceEvent[], url: string): MainThreadCpu | null {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL === url,
  );
  if (!navigation) return null;
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts;
  const firstPaint =
    events.find((event) => event.name === 'firstContentfulPaint' && onMainThread(event))?.ts ?? navigation.ts;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && onMainThread(event))
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let blocking = 0;
  let longest = 0;
  let end = 0;
  for (const task of tasks) {
    // A task nested in another (a nested run loop) is counted in its parent's time already.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const milliseconds = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += milliseconds;
    longest = Math.max(longest, milliseconds);
    if (task.ts >= firstPaint) blocking += Math.max(0, milliseconds * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS);
  }
  return { cpuMilliseconds: cpu, blockingMilliseconds: blocking, longestTaskMilliseconds: longest };
}

/** Lighthouse's mobile curve for blocking time (`TotalBlockingTime.defaultOptions.mobile.scoring`). */
const { scoring: BLOCKING_SCORING } = TotalBlockingTime.defaultOptions.mobile;

/**
 * The performance score the run would have had with blocking time counted from CPU time: each metric's score
 * weighted as Lighthouse weighs it, with the blocking time's score from `blockingMilliseconds`. The paints still
 * carry the load's delays (less than blocking time does: one task, not four times each), so this is an estimate
 * of the score on a quiet machine, not Lighthouse's score; the table prints both.
 */
export function scoreWithCpuBlocking(lhr: Result, blockingMilliseconds: number) {
  const references = lhr.categories.performance?.auditRefs.filter((reference) => reference.weight > 0) ?? [];
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of references) {
    const score =
      id === 'total-blocking-time'
        ? Audit.computeLogNormalScore(BLOCKING_SCORING, blockingMilliseconds)
        : (lhr.audits[id]?.score ?? 0);
    weighted += score * weight;
    weights += weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : 0;
}
