// Sentry on the Node.js server, loaded by instrumentation.ts only when a DSN is configured.
import * as Sentry from '@sentry/nextjs';
import { sentryDsn, sentryOptions } from './src/lib/errorReporting/sentryOptions';

Sentry.init(sentryOptions(sentryDsn()));
