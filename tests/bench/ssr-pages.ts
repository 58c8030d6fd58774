/**
 * Server rendering without the HTML cache (issue 18 item 2): CPU per request and HTML size of the
 * listing and a copy page, on a running production server. Shared by `npm run bench:ssr` and
 * `npm run bench:catalogue`.
 *
 * CPU per request = CPU time (user + system, /proc) of every process in the server's process
 * group during the run / requests answered. On a machine shared with other work req/s follows
 * the load; CPU per request says what one response costs (2 idle cores ≈ 2000 / ms per request).
 * Each page is first loaded WARMUP times (JIT, lazily loaded chunks, the facet cache), then
 * REQUESTS times over 10 connections.
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

export async function measurePage(options: {
  label: string; url: string; headers: Record<string, string>; pgid: number | undefined; requests?: number; warmup?: number;
}): Promise<PageFigures> {
  const { label, url, headers, pgid } = options;
  const requests = options.requests ?? Number(process.env.BENCH_SSR_REQUESTS || 400);
  const warmup = options.warmup ?? Number(process.env.BENCH_SSR_WARMUP || 150);
  const res = await fetch(url, { headers, redirect: 'manual' });
  const html = await res.text();
  await autocannon({ url, connections: 4, amount: warmup, headers });
  const cpuBefore = pgid ? groupCpuMs(pgid) : 0;
  const result = await autocannon({ url, connections: 10, amount: requests, headers });
  const cpu = pgid && result.requests.total > 0 ? (groupCpuMs(pgid) - cpuBefore) / result.requests.total : null;
  return {
    label, status: res.status, ...htmlFigures(html),
    reqPerSec: result.requests.average, cpuMsPerRequest: cpu, p50Ms: result.latency.p50, non2xx: result.non2xx,
  };
}

export function printPageFigures(rows: PageFigures[]): void {
  const header = ['page (rendered every time)', 'HTTP', 'HTML KB', '__NEXT_DATA__ KB', 'styles KB', 'CPU ms/request', 'req/s', 'p50 ms', 'non-2xx'];
  const cells = rows.map((r) => [
    r.label, String(r.status), r.htmlKb.toFixed(1), r.nextDataKb.toFixed(1), r.styleKb.toFixed(1),
    r.cpuMsPerRequest === null ? '-' : r.cpuMsPerRequest.toFixed(1), r.reqPerSec.toFixed(1), String(r.p50Ms), String(r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
  const [one, five] = loadavg();
  console.log(`load average during the runs: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) — on a busy machine req/s drops, CPU ms/request much less`);
}
