/**
 * Runs in the browser before the app. Sentry is fetched only when the server this page came from
 * is configured with a DSN (`<meta name="sentry-dsn">`, written by _document at request time),
 * and only on the card-checkout page, the one place its events may be sent
 * (src/lib/errorReporting/browserSentry.ts): on a full load of that page, or on the client-side
 * navigation to it. Every other page downloads no Sentry code at all.
 */
import Router from 'next/router';
import { sentryDsnFromDocument } from './src/lib/errorReporting/browserDsn';
import { startSentryWhereItMayReport } from './src/lib/errorReporting/browserSentry';

const dsn = sentryDsnFromDocument();

if (dsn && !startSentryWhereItMayReport(location.href, dsn)) {
  const onRouteChange = (url: string) => {
    if (startSentryWhereItMayReport(url, dsn)) Router.events.off('routeChangeStart', onRouteChange);
  };
  Router.events.on('routeChangeStart', onRouteChange);
}
