// scratch (not committed): main-thread CPU of a first visit, no throttling, N loads, median
import { chromium } from 'playwright-core';
import { mainThreadCpu, type TraceEvent } from './suites/main-thread-cpu.ts';
const [base, ...rest] = process.argv.slice(2);
const loads = Number(process.env.LOADS ?? 5);
const auth = (await (await fetch(`${base}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_email: 'admin@coachyard.test', user_password: 'Bench-Password-1' }) })).json()) as any;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
for (const path of rest) {
  const cpu: number[] = [], blocking: number[] = [], longest: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((d: any) => { localStorage.setItem('accessToken', d.access_token); localStorage.setItem('userData', JSON.stringify(d.user)); }, auth.data);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute'] });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const r = mainThreadCpu(trace.traceEvents, `${base}${path}`);
    if (r) { cpu.push(r.cpuMilliseconds); blocking.push(r.blockingMilliseconds); longest.push(r.longestTaskMilliseconds); }
    await context.close();
  }
  console.log(`${path}\tCPU ms ${med(cpu).toFixed(0)} (${cpu.map((x) => x.toFixed(0)).join(' ')})\tTBT-from-CPU ${med(blocking).toFixed(0)}\tlongest ${med(longest).toFixed(0)}`);
}
await browser.close();
