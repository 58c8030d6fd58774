import type { Context } from 'hono';
import type { Db } from '../../../db/client';
import { logger } from '../../../http/logger';
import type { Api, AppEnv } from '../../../http/types';
import { sandboxMessagePage, sandboxPayPage } from './sandbox-page';
import { findSandboxPayment, settleSandboxPayment, type SandboxResult } from './sandbox.repository';

export interface SandboxRouteOptions {
  /** The payments service's confirmation (it asks provider.status itself); called after every choice. */
  onResult: (db: Db, ref: string) => Promise<void>;
}

const PATH = '/adonis/sandbox/pay/:ref';
const REF_PATTERN = /^sbx_[A-Za-z0-9_-]{32}$/;
const RESULTS: readonly SandboxResult[] = ['paid', 'failed', 'cancelled'];

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};

/**
 * The demo sandbox's hosted payment page (XSRF-exempt: a plain HTML form, authorised by the
 * unguessable ref). GET shows it; POST records `result` if the payment is still pending, lets the
 * payments service confirm, and sends the shopper back to the shop with 303. createApp mounts it
 * in demo mode only: in production these paths do not exist.
 */
export function registerSandboxRoutes(app: Api, options: SandboxRouteOptions): void {
  const unknownRef = (c: Context<AppEnv>) =>
    c.html(sandboxMessagePage('Payment not found', 'There is no sandbox payment at this address.'), 404, PAGE_HEADERS);

  app.get(PATH, async (c) => {
    const ref = c.req.param('ref');
    const payment = REF_PATTERN.test(ref) ? await findSandboxPayment(c.get('db'), ref) : null;
    if (!payment) return unknownRef(c);
    return c.html(sandboxPayPage(payment, c.req.path), 200, PAGE_HEADERS);
  });

  app.post(PATH, async (c) => {
    const db = c.get('db');
    const ref = c.req.param('ref');
    const payment = REF_PATTERN.test(ref) ? await findSandboxPayment(db, ref) : null;
    if (!payment) return unknownRef(c);

    const form = await c.req.parseBody();
    const result = RESULTS.find((r) => r === form.result);
    if (!result) {
      return c.html(sandboxMessagePage('Unknown choice', 'Choose one of the three buttons on the payment page.'), 400, PAGE_HEADERS);
    }

    await settleSandboxPayment(db, ref, result);
    try {
      await options.onResult(db, ref);
    } catch (err) {
      // The shop's return page asks the payments service again, so the shopper is sent back anyway
      // rather than stranded on a developer page with an error. The ref is the payment's bearer
      // secret: not logged; the request id ties this line to the (redacted) access log line.
      logger().error({ err, reqId: c.get('requestId') }, 'sandbox payment confirmation failed');
    }
    return c.redirect(payment.returnUrl, 303);
  });
}
