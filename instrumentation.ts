/**
 * Runs once when the server starts: a missing or malformed environment variable stops start-up
 * (src/server/startup.ts) with a message naming it, instead of failing on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvironmentOrExit } = await import('./src/server/startup');
    checkEnvironmentOrExit();
  }
}
