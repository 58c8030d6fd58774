/**
 * Runs in the browser before the app. Sentry is fetched only when a DSN was configured at build
 * time (NEXT_PUBLIC_SENTRY_DSN is inlined), so without one no Sentry code is even downloaded.
 */
import { sentryOptions } from './src/lib/errorReporting/sentryOptions';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init(sentryOptions(dsn)));
}
