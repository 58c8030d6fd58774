import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './servers';

// Node cannot resolve *.localhost; the outbox is the same API on the loopback address.
const OUTBOX = `http://127.0.0.1:${E2E_PORT}/api/adonis/dev/outbox`;

/**
 * The newest login code mailed to `to`, read from the demo's outbox. The code is not in the
 * subject (a lock screen shows subjects; issue 11): it stands on a line of its own in the
 * mail's plain-text part, which the outbox's mail page shows.
 */
export async function loginCodeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const list = await request.get(`${OUTBOX}.json?to=${encodeURIComponent(to)}`, { maxRetries: 2 });
    expect(list.ok()).toBe(true);
    const { items } = (await list.json()) as { items: { id: number; kind: string }[] };
    const mail = items.find((m) => m.kind === 'login-code');
    expect(mail, `a login-code mail to ${to}`).toBeDefined();
    const page = await request.get(`${OUTBOX}/${mail!.id}`, { maxRetries: 2 });
    expect(page.ok()).toBe(true);
    const text = (await page.text()).match(/<pre>([\s\S]*?)<\/pre>/)?.[1] ?? '';
    code = text.match(/^\d{6}$/m)?.[0];
    expect(code, 'a six-digit code on a line of its own').toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}
