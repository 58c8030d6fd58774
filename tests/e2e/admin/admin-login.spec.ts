/**
 * The back office's foundation (issue 13): an administrator signs in (Czech), switches to English,
 * opens the orders and filters them by state (the URL carries the filter); axe finds nothing on
 * the sign-in page and the orders list; the demo packer (no `employees`) gets 403 on the
 * employees page. Demo staff: README "Back office".
 */
import { expect, test } from '@playwright/test';
import type { AdminOrderList } from '@/contracts/staff';
import { ADMIN_PAGES, mayAccess, type AdminPage } from '@/features/admin/adminPages';
import { expectHydrated } from '../hydration';
import { SLOTS } from '../purchase/purchase-support';
import { ADMIN, base, expectNoViolations, PACKER, placeOrder, signIn } from './admin-support';

test('an administrator signs in, switches to English and filters the orders by state; the packer may not manage employees', async ({ page, request, browser }) => {
  // Two sign-ins, a language switch, a filter and two axe passes: a journey, not a page check.
  // One core, two workers (issue 19): over half of test.slow()'s 90 s; twice that.
  test.setTimeout(180_000);
  await placeOrder(request, SLOTS.adminLogin);

  await page.goto(`${base()}/admin/objednavky`);
  await expect(page).toHaveURL(`${base()}/admin/login?next=%2Fadmin%2Fobjednavky`);
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení zaměstnance' })).toBeVisible();
  await expectNoViolations(page, '/admin/login');

  await signIn(page, { email: ADMIN.email, password: 'not the password!' }, 'Přihlásit se');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Špatný e-mail, heslo, karta nebo PIN.');
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page).toHaveURL(`${base()}/admin/objednavky`);
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs-CZ');
  await expect(page.getByText('Přihlášen(a): Demo Administrátor')).toBeVisible();

  const english = page.getByRole('button', { name: 'English' });
  await expectHydrated(english);
  await english.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Screen readers read the desk in the language it is written in.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Back office navigation' }).getByRole('link', { name: 'Employees' })).toBeVisible();

  // The newest order is ours; its state is the filter.
  const newest = await page.evaluate(async () => (await (await fetch('/api/adonis/admin/v1/orders?pageSize=1')).json()) as AdminOrderList);
  const order = newest.items[0]!;
  const stateLabel = order.state === 'awaiting_payment' ? 'Awaiting payment' : order.state === 'new' ? 'New' : order.state;
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(order.state);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/objednavky\\?state=${order.state}$`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: order.number })).toBeVisible();
  // The address changes as the filtered list arrives, a moment before the table shows it: poll.
  await expect.poll(async () => [...new Set(await rows.locator('td:nth-child(3)').allTextContents())]).toEqual([stateLabel]);
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

/**
 * Fails closed on every page (ADMIN_PAGES, the one list of /admin pages and their permissions):
 * where the demo packer lacks the permission the answer is 403 with the refusal, never the
 * page's own code (which expects its data: /admin/zpravy and /admin/sklad answered 500) and
 * never one of its requests (/admin/sklad/vyrazeni asked its API and got 403).
 */
test('every /admin page outside the packer’s permissions answers 403 with the refusal, and runs none of its own code', async ({ page }) => {
  test.slow();
  const pageErrors: string[] = [];
  const apiCalls: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') pageErrors.push(message.text()); });
  await page.goto(`${base()}/admin/login`);
  await signIn(page, PACKER, 'Přihlásit se');
  await expect(page).toHaveURL(`${base()}/admin`);
  const me = await page.evaluate(async () => (await (await fetch('/api/adonis/admin/v1/employees/current')).json()) as { permissions: string[] });
  const refused = (ADMIN_PAGES as readonly AdminPage[]).filter((p) => !mayAccess(me.permissions, p.permission));
  // The demo packer has orders.read and shipping: most desks are closed to them.
  expect(refused.length).toBeGreaterThan(10);

  page.on('request', (request) => { if (request.url().includes('/api/')) apiCalls.push(request.url()); });
  for (const { path } of refused) {
    const url = `${base()}${path.replace('[id]', '1').replace('[code]', 'BB0000000')}`;
    const response = await page.goto(url);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Přístup odepřen (403)' }), path).toBeVisible();
  }
  await expect.poll(() => pageErrors.filter((text) => !/status of 403/.test(text)), { timeout: 2_000 }).toEqual([]);
  expect(apiCalls.filter((url) => !url.includes('/employees/current'))).toEqual([]);
});

test('on a phone the navigation row opens scrolled to the current desk', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base()}/admin/login?next=%2Fadmin%2Fobjednavky`);
  await signIn(page, ADMIN, 'Přihlásit se');
  const nav = page.getByRole('navigation', { name: 'Hlavní navigace administrace' });
  const last = nav.getByRole('link').last();
  await expect(last).toBeVisible();
  // The row scrolls sideways: its last desk starts off-screen on the first desk's page.
  expect((await last.boundingBox())!.x).toBeGreaterThan(390);
  await page.goto(new URL((await last.getAttribute('href'))!, base()).toString());
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect.poll(async () => {
    const box = (await current.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 390;
  }).toBe(true);
  await context.close();
});
