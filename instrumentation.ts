/**
 * Runs once when the server starts: a missing or malformed environment variable stops start-up
 * here, with a message naming it, instead of failing on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseServerEnv } = await import('./src/server/env');
  try {
    parseServerEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
