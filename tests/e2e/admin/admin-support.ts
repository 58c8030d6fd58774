/** Shared steps of the back-office browser tests (issue 13). Demo staff: README "Back office". */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CheckoutResponse } from '@/contracts/checkout';
import type { ListingResponse } from '@/contracts/listing';
import { expectHydrated } from '../hydration';
import { E2E_PORT, origin } from '../support';

export const ADMIN = { email: 'admin@bookturn.test', password: 'bookturn-demo-admin' };
export const PACKER = { email: 'packer@bookturn.test', password: 'bookturn-demo-packer' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const base = () => origin('cs');

export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, what).toEqual([]);
}

/** A bank-transfer order placed through the storefront API, so the list has one of ours; its number. */
export async function placeOrder(request: APIRequestContext): Promise<string> {
  // Node resolves no *.localhost: the API on loopback, as the Czech storefront (Accept-Language).
  const api = `http://127.0.0.1:${E2E_PORT}/api/adonis`;
  const headers = { 'accept-language': 'cs' };
  await request.get(`${api}/health`, { headers });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const listing = (await (await request.get(`${api}/v1/listing`, { headers })).json()) as ListingResponse;
  const send = { ...headers, 'x-xsrf-token': xsrf };
  for (const item of listing.items.slice(0, 5)) {
    const added = await request.post(`${api}/v1/cart/items`, { headers: send, data: { requests: [{ type: 'book', productId: item.bookId }] } });
    if (added.ok()) break;
  }
  const res = await request.post(`${api}/v1/cart/checkout`, {
    headers: { ...send, 'idempotency-key': randomUUID() },
    data: {
      country: 'CZ', shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' }, payment: { method: 'bank-transfer' },
      contact: { email: `e2e-admin-${Date.now()}@example.cz`, name: 'Jana Nováková', phone: '+420 602 123 456' }, acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as CheckoutResponse).orderNumber;
}

export async function signIn(page: Page, who: { email: string; password: string }, submit: string): Promise<void> {
  const button = page.getByRole('button', { name: submit });
  await expectHydrated(button);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(/^Heslo|^Password/).fill(who.password);
  await button.click();
}

