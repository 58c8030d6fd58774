/** Shared steps of the back-office browser tests (issue 13). Demo staff: README "Back office". */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CheckoutResponse } from '@/contracts/checkout';
import { expectHydrated } from '../hydration';
import { candidateCopies } from '../purchase/purchase-support';
import { E2E_PORT, origin } from '../support';

export const ADMIN = { email: 'admin@bookturn.test', password: 'bookturn-demo-admin' };
export const PACKER = { email: 'packer@bookturn.test', password: 'bookturn-demo-packer' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const base = () => origin('cs');

/**
 * Waits until every toast is gone. The pointer is moved to the page's top-left corner first:
 * react-hot-toast pauses its toasts while the pointer rests on them, and the last click (a
 * button near the bottom of the viewport) can leave it where the toasts appear, bottom centre.
 */
async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Axe on a settled page: a toast sliding in or out (react-hot-toast's animations) is half
 * transparent, and axe then measures its text's contrast against what shows through (flakes
 * seen in CI: waiting for running animations was not enough, a toast began to leave while axe
 * was still reading the page). So the toasts are waited out first, then any finite animation;
 * endless ones (none on these pages) are not.
 */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  await toastsGone(page);
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, what).toEqual([]);
}

/**
 * A bank-transfer order placed through the storefront API, so the list has one of ours; its number.
 * Its copy comes from the test's own slice of copy ids (purchase-support SLOTS): the first copies of
 * the listing are the home page's feeds, which other specs open and buy in parallel. And it is a
 * Spanish or Italian edition: the desk may cancel the order and put the copy back on sale, which
 * must not move the counts that the cs, de-* and fr-* specs compare while they run.
 */
const UNCOUNTED_LANGUAGES = new Set([7, 8]);
export async function placeOrder(request: APIRequestContext, slot: number): Promise<string> {
  return (await placeBankTransferOrder(request, slot)).orderNumber;
}

/** The same order, with what checkout answered (its number and what it owes). */
export function placeBankTransferOrder(request: APIRequestContext, slot: number): Promise<CheckoutResponse> {
  return placeApiOrder(request, slot, 'bank-transfer');
}

/** A guest's order of one copy of the slot, placed over the API, paid by `payment` (checkout's answer). */
export async function placeApiOrder(request: APIRequestContext, slot: number, payment: 'bank-transfer' | 'comgate-card'): Promise<CheckoutResponse> {
  // Node resolves no *.localhost: the API on loopback, as the Czech storefront (Accept-Language).
  const api = `http://127.0.0.1:${E2E_PORT}/api/adonis`;
  const headers = { 'accept-language': 'cs' };
  await request.get(`${api}/health`, { headers, maxRetries: 2 });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const send = { ...headers, 'x-xsrf-token': xsrf };
  let added = false;
  for (const copy of await candidateCopies(slot, 'cs', 1_000_000, (c) => UNCOUNTED_LANGUAGES.has(c.edition.languageId))) {
    added = (await request.post(`${api}/v1/cart/items`, { headers: send, data: { requests: [{ type: 'book', productId: copy.bookId }] } })).ok();
    if (added) break;
  }
  expect(added, 'a copy of the slot went into the cart').toBe(true);
  const res = await request.post(`${api}/v1/cart/checkout`, {
    headers: { ...send, 'idempotency-key': randomUUID() },
    data: {
      country: 'CZ', shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' }, payment: { method: payment },
      contact: { email: `e2e-admin-${Date.now()}@example.cz`, name: 'Jana Nováková', phone: '+420 602 123 456' }, acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as CheckoutResponse;
}

export async function signIn(page: Page, who: { email: string; password: string }, submit: string): Promise<void> {
  const button = page.getByRole('button', { name: submit });
  await expectHydrated(button);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(/^Heslo|^Password/).fill(who.password);
  await button.click();
}


/**
 * The back office's confirmation dialog (not the browser's window.confirm): it names what it asks,
 * starts on Cancel (the safe choice), and the action runs only from its confirm button; the
 * dialog closes when the action is done.
 */
export async function confirmInDialog(page: Page, contains: string, confirmName: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(contains);
  await expect(dialog.getByRole('button', { name: 'Zrušit', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: confirmName, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A staff API call from the page itself (same origin: the staff cookie and the XSRF pair go with it). */
export async function staffApi<T>(page: Page, method: string, path: string, body?: unknown, key?: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ method, path, body, key }) => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    const headers: Record<string, string> = { 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`/api/adonis/admin/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* ZPL and other text */ }
    return { status: res.status, body: parsed as T };
  }, { method, path, body, key });
}
