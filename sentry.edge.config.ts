// Sentry in the edge runtime (the request proxy), loaded by instrumentation.ts only with a DSN.
import * as Sentry from '@sentry/nextjs';
import { sentryDsn, sentryOptions } from './src/lib/errorReporting/sentryOptions';

Sentry.init(sentryOptions(sentryDsn()));
