/**
 * Server rendering without the HTML cache (issue 18 item 2): CPU per request and HTML size of the
 * listing and a copy page, on a running production server. Shared by `npm run bench:ssr` and
 * `npm run bench:catalogue`.
 *
 * CPU per request = CPU time (user + system, /proc) of every process in the server's process
 * group during the run / requests answered. On a machine shared with other work req/s follows
 * the load; CPU per request says what one response costs (2 idle cores ≈ 2000 / ms per request).
 * Each page is first loaded WARMUP times (lazily loaded chunks, the facet cache), then REQUESTS
 * times over 10 connections: what a freshly started server pays. V8 keeps optimizing the
 * renderer's code for thousands of requests more (a listing measured in batches of 200 on a fresh
 * server: 15.8, 10.6, 9.9 … 8.7 ms, then ~7.4 after 4 000), so the page is then loaded until
 * STEADY_WARMUP requests in all (BENCH_SSR_STEADY_WARMUP, default 3 000; 0 skips it) and measured
 * REQUESTS times again: what a server that has been up a while pays, the figure that sets its
 * throughput. Both are printed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface PageFigures {
  label: string;
  status: number;
  htmlKb: number;
  nextDataKb: number;
  styleKb: number;
  reqPerSec: number;
  cpuMsPerRequest: number | null;
  p50Ms: number;
  non2xx: number;
  /** The same run again once the server has answered `steadyWarmup` requests for the page. */
  steady: { cpuMsPerRequest: number | null; reqPerSec: number; afterRequests: number } | null;
}

/** CPU milliseconds (user + system) used so far by every process in process group `pgid`. */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the parenthesised command name: state(3) ... pgrp(5) ... utime(14) stime(15).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const kb = (text: string) => Buffer.byteLength(text) / 1024;

/** The page's HTML size, its __NEXT_DATA__ and its inline styles. */
export function htmlFigures(html: string): { htmlKb: number; nextDataKb: number; styleKb: number } {
  const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return { htmlKb: kb(html), nextDataKb: kb(nextData), styleKb: kb(styles) };
}

export interface PageToMeasure {
  label: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * Every page fresh first (so no page's fresh run follows another page's long warm-up), then every
 * page steady. `pgid`: the server's process group.
 */
export async function measurePages(pages: readonly PageToMeasure[], pgid: number | undefined): Promise<PageFigures[]> {
  const requests = Number(process.env.BENCH_SSR_REQUESTS || 400);
  const warmup = Number(process.env.BENCH_SSR_WARMUP || 150);
  const steadyWarmup = Number(process.env.BENCH_SSR_STEADY_WARMUP ?? 3000);
  const rows: PageFigures[] = [];
  for (const { label, url, headers } of pages) {
    const res = await fetch(url, { headers, redirect: 'manual' });
    const html = await res.text();
    await autocannon({ url, connections: 4, amount: warmup, headers });
    rows.push({ label, status: res.status, ...htmlFigures(html), ...(await measureRun(url, headers, pgid, requests)), steady: null });
  }
  if (steadyWarmup <= 0) return rows;
  for (const [i, { url, headers }] of pages.entries()) {
    const more = steadyWarmup - warmup - requests;
    if (more > 0) await autocannon({ url, connections: 10, amount: more, headers });
    const run = await measureRun(url, headers, pgid, requests);
    rows[i].steady = { cpuMsPerRequest: run.cpuMsPerRequest, reqPerSec: run.reqPerSec, afterRequests: Math.max(steadyWarmup, warmup + requests) };
  }
  return rows;
}

async function measureRun(url: string, headers: Record<string, string>, pgid: number | undefined, requests: number) {
  const cpuBefore = pgid ? groupCpuMs(pgid) : 0;
  const result = await autocannon({ url, connections: 10, amount: requests, headers });
  const cpu = pgid && result.requests.total > 0 ? (groupCpuMs(pgid) - cpuBefore) / result.requests.total : null;
  return { reqPerSec: result.requests.average, cpuMsPerRequest: cpu, p50Ms: result.latency.p50, non2xx: result.non2xx };
}

/**
 * A fixed JavaScript workload (JSON, strings, maps, regular expressions: what rendering does), in
 * ms, median of five: the same machine runs it in about the same time on a quiet day, so figures
 * from different days or machines can be compared by it (this VM's speed has varied ~1.7×).
 */
export function yardstickMs(): number {
  const data = Array.from({ length: 2000 }, (_, i) => ({ id: i, title: `Kniha číslo ${i}`, price: i * 37, tags: ['a', 'b', String(i % 7)] }));
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    let sink = 0;
    for (let round = 0; round < 40; round++) {
      const parsed = JSON.parse(JSON.stringify(data)) as typeof data;
      const byTag = new Map<string, number>();
      let html = '';
      for (const item of parsed) {
        for (const tag of item.tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
        html += `<li class="t${item.id % 5}"><a href="/g/${item.id}">${item.title.replace(/[&<>"']/g, '')}</a> ${item.price}</li>`;
      }
      sink += html.length + byTag.size;
    }
    runs.push(performance.now() - start);
    if (sink < 0) console.log(sink);
  }
  return runs.sort((a, b) => a - b)[2];
}

export function printPageFigures(rows: PageFigures[]): void {
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toFixed(1));
  const header = [
    'page (rendered every time)', 'HTTP', 'HTML KB', '__NEXT_DATA__ KB', 'styles KB',
    'CPU ms/request fresh', 'req/s fresh', 'p50 ms', 'CPU ms/request steady', 'req/s steady', 'non-2xx',
  ];
  const cells = rows.map((r) => [
    r.label, String(r.status), r.htmlKb.toFixed(1), r.nextDataKb.toFixed(1), r.styleKb.toFixed(1),
    ms(r.cpuMsPerRequest), r.reqPerSec.toFixed(1), String(r.p50Ms), ms(r.steady?.cpuMsPerRequest), r.steady ? r.steady.reqPerSec.toFixed(1) : '-', String(r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
  const [one, five] = loadavg();
  const steadyAfter = rows.find((r) => r.steady)?.steady?.afterRequests;
  console.log(`fresh: requests ${Number(process.env.BENCH_SSR_WARMUP || 150)}+ of a newly started server; steady: the same run after ${steadyAfter ?? '-'} requests of the page (V8 has optimized the renderer)`);
  console.log(`load average during the runs: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) — on a busy machine req/s drops, CPU ms/request much less`);
  console.log(`machine yardstick: ${yardstickMs().toFixed(0)} ms for a fixed JavaScript workload (lower is faster; compare figures across days by it)`);
}
