/**
 * A worker for tests/api/jobs.test.ts that the test kills with SIGKILL: it claims the job named on
 * its command line on DATABASE_URL, tells the parent, and hangs inside the handler (the e-mail not
 * yet rendered nor recorded). Run through `node --import tsx`.
 */
import { openDb } from '../../src/server/db/client';
import { runJobNow } from '../../src/server/jobs/run-job';

async function main() {
  const [key, leaseMs] = process.argv.slice(2);
  const handle = await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const outcome = await runJobNow(handle.db, key!, async () => {
    process.send!('claimed');
    await new Promise(() => undefined);
  }, log, { leaseMs: Number(leaseMs) });
  process.send!(`not claimed: ${outcome}`);
}

void main();
