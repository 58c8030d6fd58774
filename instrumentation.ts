import type { Instrumentation } from 'next';
import { sentryDsn } from './src/lib/errorReporting/sentryOptions';

// Through sentryDsn(process.env), never a literal process.env.NEXT_PUBLIC_*: Next would inline the build's value.
const sentryEnabled = () => Boolean(sentryDsn(process.env));

/**
 * Runs once when the server starts: a missing or malformed environment variable stops start-up
 * (src/server/startup.ts) with a message naming it, instead of failing on the first request.
 * Then the job queue starts (src/server/background-jobs.ts: order mails left by a crash, the
 * watchdog schedule), stopped gracefully on SIGTERM, and the listing's facet index starts building.
 * Sentry starts only when a DSN is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, before any page loads Next's pages runtime (src/server/react-server-renderer.ts).
    const { renderPagesWithReactNodeBuild } = await import('./src/server/react-server-renderer');
    if (renderPagesWithReactNodeBuild() === 'already-loaded') {
      const { logger } = await import('./src/server/http/logger');
      logger().warn('pages render with react-dom/server.edge: its Node build could not be put in first');
    }
    const { checkEnvironmentOrExit } = await import('./src/server/startup');
    checkEnvironmentOrExit();
    // Not in `next build`'s workers: they only prerender and exit.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startBackgroundJobs } = await import('./src/server/background-jobs');
      // A database that is down at start must not stop the shop from serving pages; it is logged.
      void startBackgroundJobs().catch(async (err: unknown) => {
        const { logger } = await import('./src/server/http/logger');
        logger().error({ err }, 'job queue failed to start');
      });
      // The listing's facet index builds now rather than on the first listing request (docs/adr/0032).
      void (async () => {
        const [{ getDb }, { warmFacetIndex }] = await Promise.all([import('./src/server/db'), import('./src/server/modules/catalogue')]);
        warmFacetIndex((await getDb()).db);
      })().catch(async (err: unknown) => {
        const { logger } = await import('./src/server/http/logger');
        logger().error({ err }, 'facet index failed to start');
      });
    }
    if (sentryEnabled()) await import('./sentry.server.config');
  }
  if (process.env.NEXT_RUNTIME === 'edge' && sentryEnabled()) {
    await import('./sentry.edge.config');
  }
}

/**
 * Every error Next.js catches while rendering or routing: a structured log line always (docs/product.md#error-reporting:
 * server-side structured logs for everything), and Sentry when configured (its beforeSend keeps
 * only card-checkout requests).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const err = error as Error & { digest?: string };
  const entry = {
    msg: 'request error',
    err: { name: err?.name, message: err?.message, stack: err?.stack, digest: err?.digest },
    method: request.method,
    path: request.path,
    routerKind: context.routerKind,
    routePath: context.routePath,
    routeType: context.routeType,
  };
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logger } = await import('./src/server/http/logger');
    logger().error(entry);
  } else {
    console.error(JSON.stringify({ level: 'error', ...entry }));
  }
  if (sentryEnabled()) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.captureRequestError(error, request, context);
  }
};
