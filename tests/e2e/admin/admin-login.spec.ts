/**
 * The back office's foundation (issue 13): an administrator signs in (Czech), switches to English,
 * opens the orders and filters them by state (the URL carries the filter); axe finds nothing on
 * the sign-in page and the orders list; the demo packer (no `employees`) gets 403 on the
 * employees page. Demo staff: README "Back office".
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminOrderList } from '@/contracts/staff';
import type { ListingResponse } from '@/contracts/listing';
import { expectHydrated } from '../hydration';
import { E2E_PORT, origin } from '../support';

const ADMIN = { email: 'admin@bookturn.test', password: 'bookturn-demo-admin' };
const PACKER = { email: 'packer@bookturn.test', password: 'bookturn-demo-packer' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const base = () => origin('cs');

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, what).toEqual([]);
}

/** A bank-transfer order placed through the storefront API, so the list has one of ours. */
async function placeOrder(request: APIRequestContext): Promise<void> {
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
}

async function signIn(page: Page, who: { email: string; password: string }, submit: string): Promise<void> {
  const button = page.getByRole('button', { name: submit });
  await expectHydrated(button);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(/^Heslo|^Password/).fill(who.password);
  await button.click();
}

test('an administrator signs in, switches to English and filters the orders by state; the packer may not manage employees', async ({ page, request, browser }) => {
  await placeOrder(request);

  await page.goto(`${base()}/admin/objednavky`);
  await expect(page).toHaveURL(`${base()}/admin/login?next=%2Fadmin%2Fobjednavky`);
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení zaměstnance' })).toBeVisible();
  await expectNoViolations(page, '/admin/login');

  await signIn(page, { email: ADMIN.email, password: 'not the password!' }, 'Přihlásit se');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Špatný e-mail, heslo, karta nebo PIN.');
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page).toHaveURL(`${base()}/admin/objednavky`);
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
  await expect(page.getByText('Přihlášen(a): Demo Administrátor')).toBeVisible();

  const english = page.getByRole('button', { name: 'English' });
  await expectHydrated(english);
  await english.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office navigation' }).getByRole('link', { name: 'Employees' })).toBeVisible();

  // The newest order is ours; its state is the filter.
  const newest = await page.evaluate(async () => (await (await fetch('/api/adonis/admin/v1/orders?pageSize=1')).json()) as AdminOrderList);
  const order = newest.items[0]!;
  const stateLabel = order.state === 'awaiting_payment' ? 'Awaiting payment' : order.state === 'new' ? 'New' : order.state;
  await page.getByLabel('State').selectOption(order.state);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/objednavky\\?state=${order.state}$`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: order.number })).toBeVisible();
  const stateCells = await rows.locator('td:nth-child(3)').allTextContents();
  expect(stateCells.length).toBeGreaterThan(0);
  expect(new Set(stateCells)).toEqual(new Set([stateLabel]));
  await expectNoViolations(page, '/admin/objednavky');

  // The demo packer: orders yes, employees no.
  const packerContext = await browser.newContext();
  const packer = await packerContext.newPage();
  await packer.goto(`${base()}/admin/login?next=%2Fadmin%2Fzamestnanci`);
  await signIn(packer, PACKER, 'Přihlásit se');
  await expect(packer.getByRole('heading', { level: 1, name: 'Přístup odepřen (403)' })).toBeVisible();
  expect(await packer.evaluate(async () => (await fetch('/admin/zamestnanci')).status)).toBe(403);
  await expect(packer.getByRole('navigation', { name: 'Hlavní navigace administrace' }).getByRole('link', { name: 'Zaměstnanci' })).toHaveCount(0);
  await packerContext.close();
});
