/**
 * Runs in the browser before the app. Sentry is fetched only when the server this page came from
 * is configured with a DSN (`<meta name="sentry-dsn">`, written by _document at request time), so
 * without one no Sentry code is even downloaded.
 */
import { sentryDsnFromDocument } from './src/lib/errorReporting/browserDsn';
import { browserSentryOptions } from './src/lib/errorReporting/sentryOptions';

const dsn = sentryDsnFromDocument();

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init(browserSentryOptions(dsn)));
}
