import { logger } from './http/logger';

/**
 * Work that must not hold up a response (the confirmation e-mail with its PDF costs hundreds of
 * milliseconds of CPU). It runs after the current request; failures are logged. Correctness never
 * depends on it finishing: the mail outbox's dedupe key makes a resend safe.
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
