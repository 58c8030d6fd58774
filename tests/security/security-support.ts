import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createShopper, type Shopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

let ipSeq = 0;
/** Each login is its own client address, so the per-IP login limits never interfere. */
export const newIp = () => `192.0.2.${(++ipSeq % 250) + 1}`;

export async function lastMail(handle: DbHandle, to: string, kind: string) {
  const [row] = await queryRows<{ text_body: string; subject: string }>(handle.db, sql`
    select text_body, subject from mail_outbox where to_address = ${to} and kind = ${kind} order by id desc limit 1`);
  return row ?? null;
}

export async function codeFor(handle: DbHandle, to: string): Promise<string> {
  const code = (await lastMail(handle, to, 'login-code'))?.text_body.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no login code mailed to ${to}`);
  return code;
}

/** A browser logged in by passcode (the account is created on first login). */
export async function loginAs(api: TestApi, handle: DbHandle, email: string, locale = 'cs', shopper: Shopper = createShopper(api, locale)): Promise<Shopper> {
  const ip = newIp();
  expect((await shopper.request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip })).status).toBe(200);
  const res = await shopper.request('POST', '/api/adonis/v1/login/code', { email, code: await codeFor(handle, email) }, { 'x-forwarded-for': ip });
  expect(res.status).toBe(200);
  return shopper;
}
