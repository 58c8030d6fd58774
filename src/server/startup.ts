import { parseServerEnv } from './env';
import { productionProblems } from './production-problems';

/** Next's phase while `next build` runs; the build needs no production secrets, the server does. */
const BUILD_PHASE = 'phase-production-build';

/**
 * What stops this server from starting, one line per problem (empty: it may start). A malformed
 * variable always does; in production mode (the default) so does any demo value or missing secret
 * (production-problems.ts), except while `next build` prerenders: it serves nobody.
 */
export function startupProblems(raw: Record<string, string | undefined>): string[] {
  let env;
  try {
    env = parseServerEnv(raw);
  } catch (error) {
    return [(error as Error).message];
  }
  if (raw.NEXT_PHASE === BUILD_PHASE) return [];
  const problems = productionProblems(env);
  if (problems.length === 0) return [];
  return [
    'Refusing to start in production mode (APP_MODE is production unless set to demo):',
    ...problems.map((p) => `  - ${p}`),
    'Fix these, or run the demo shop with APP_MODE=demo (npm run demo).',
  ];
}

export function checkEnvironmentOrExit(raw: Record<string, string | undefined> = process.env): void {
  const problems = startupProblems(raw);
  if (problems.length === 0) return;
  console.error(problems.join('\n'));
  process.exit(1);
}
