/**
 * PostgreSQL may abort one of two transactions that wait on each other (a desk action holding the
 * order row while a checkout holding one of its copies' claims retires that order's lapsed lines):
 * the whole action rolled back, so it runs again (a few times) instead of answering 500.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}

export function isDeadlock(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (e.code === '40P01' || e.code === '40001') return true;
  }
  return false;
}
