import { logger } from './http/logger';

/**
 * Work that must not hold up a response (the confirmation e-mail with its PDF costs hundreds of
 * milliseconds of CPU). It runs after the current request; failures are logged. Nothing that must
 * happen runs only here: the order confirmation is a durable job (src/server/jobs, ADR 0014) that
 * this merely starts early; the job queue runs it if this process dies first.
 */
const pending = new Set<Promise<void>>();

export function runInBackground(label: string, work: () => Promise<void>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => logger().error({ err: error, label }, 'background work failed'))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Waits for every background task started so far (tests, graceful shutdown). */
export async function drainBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
