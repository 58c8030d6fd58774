/**
 * npm run bench:ssr:ab -- <buildA> <buildB> — two production builds' server-rendering CPU per
 * request, measured side by side (issue 18 item 2). Prints figures, asserts nothing.
 *
 * On a shared or virtual machine CPU per request drifts by ±15 % from one run to the next, more
 * than most single changes save, so one build measured after the other compares the drift. Here
 * both servers run at once on the bench database (`bench:ssr` seeds it) and take turns: ROUNDS
 * (8) rounds of 150 requests each to the listing and a copy page, the median per build printed
 * with every round's figure (BENCH_PATHS: other pages). A build is a dist directory (`NEXT_DIST_DIR=.next-a npx next build`);
 * `dir:plain` starts that one with `next start` itself instead of `npm run start` (its Node flags).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { groupCpuMs } from './ssr-pages';

const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bookturn_bench';
const ROUNDS = Number(process.env.ROUNDS || 8);
const builds = process.argv.slice(2);
// BENCH_PATHS (comma-separated) measures other pages instead (a content page: /kontakt).
const PAGES = process.env.BENCH_PATHS?.split(',') ?? ['/p/category/1', process.env.BENCH_COPY_PATH || '/g/7438/b/49997'];

async function start(build: string, port: number): Promise<ChildProcess> {
  const [dir, how] = build.split(':');
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: URL, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', NEXT_DIST_DIR: dir,
    WATCHDOG_RUN_MINUTES: '0', APP_MODE: 'demo', PAGE_HTML_CACHE_SECONDS: '0',
  };
  const [cmd, args] = how === 'plain' ? ['npx', ['next', 'start', '-p', String(port)]] : ['npm', ['run', '-s', 'start']];
  const server = spawn(cmd, args, { env, stdio: 'ignore', detached: true });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/adonis/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${build} did not start`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  if (builds.length < 2) throw new Error('usage: npm run bench:ssr:ab -- <distDirA> <distDirB>');
  const servers = await Promise.all(builds.map((b, i) => start(b, 3500 + i)));
  const target = (i: number, path: string) => ({ url: `http://127.0.0.1:${3500 + i}${path}`, headers: { host: `cs.localhost:${3500 + i}` } });
  try {
    for (const path of PAGES) for (let i = 0; i < builds.length; i++) await autocannon({ ...target(i, path), connections: 4, amount: 200 });
    for (const path of PAGES) {
      const cpu = builds.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < builds.length; i++) {
          const before = groupCpuMs(servers[i].pid!);
          const result = await autocannon({ ...target(i, path), connections: 8, amount: 150 });
          cpu[i].push((groupCpuMs(servers[i].pid!) - before) / result.requests.total);
        }
      }
      console.log(`\n${path} — CPU ms per request (median of ${ROUNDS} rounds; every round)`);
      builds.forEach((b, i) => console.log(`  ${b.padEnd(20)} ${median(cpu[i]).toFixed(1).padStart(6)}   ${cpu[i].map((x) => x.toFixed(1)).join(' ')}`));
    }
  } finally {
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
