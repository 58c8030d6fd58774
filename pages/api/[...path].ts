import { getRequestListener } from '@hono/node-server';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createApp } from '@/server/http/app';
import { getDb } from '@/server/db';
import { LOCALE_LABELS, protocolFor } from '@/i18n/locales';
import { registerInProcessApi } from '@/lib/http/inProcessApi';

// Hono reads the raw body itself; Next must not consume it first.
export const config = { api: { bodyParser: false, externalResolver: true } };

const app = createApp({ getDb, buildHash: process.env.BUILD_HASH, secureCookies: LOCALE_LABELS.every((locale) => protocolFor(locale) === 'https') });
// Page rendering in this process calls the API directly from now on, not over loopback HTTP (src/lib/http/inProcessApi.ts).
registerInProcessApi((request) => app.fetch(request));

const listener = getRequestListener(
  app.fetch,
  // Replacing the global Request/Response (the adapter's default) breaks Next's proxy, which checks
  // `instanceof Response` against the global: the first API call would make every page fail.
  { overrideGlobalObjects: false },
);

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return listener(req, res);
}
