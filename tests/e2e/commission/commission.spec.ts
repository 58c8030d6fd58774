/**
 * Commission selling in the browser (issue 16, docs/adr/0030): a seller opens the private
 * dashboard, a sale of theirs is delivered (the order desk's "complete", then the settlement job,
 * run now through the demo's door) and credited on the statement; the seller asks for a payout;
 * an administrator approves it on /admin/provize-vyplaty and downloads the bank payment file there
 * (buyback's export); the seller
 * sees it sent to the bank. The public share page lists only the copy for sale. A rotated or
 * unknown token is the 404 view. axe finds nothing on the dashboard.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectHydrated } from '../hydration';
import { message, messagePattern } from '../purchase/purchase-support';
import { E2E_PORT, origin, storeUrl } from '../support';
import { ADMIN, base, confirmInDialog, expectNoViolations, signIn, staffApi } from '../admin/admin-support';

const API = `http://127.0.0.1:${E2E_PORT}/api/adonis`;
const t = (key: string, values: Record<string, string | number> = {}) => message('cs', 'commission', key, values);
const a = (key: string, values: Record<string, string | number> = {}) => message('cs', 'admin-support', key, values);

interface DemoSeller { customerId: number; accountId: number; privateToken: string; publicToken: string; orderId: number; inStockCopyId: number; soldCopyId: number; soldTitle: string }

async function post<T>(request: APIRequestContext, path: string): Promise<T> {
  await request.get(`${API}/health`, { maxRetries: 2 });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN' && c.domain.includes('127.0.0.1'))!.value;
  const res = await request.post(`${API}${path}`, { headers: { 'x-xsrf-token': xsrf, 'accept-language': 'cs' }, data: {} });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}


/** Staff sign in (a browser context of their own), deliver the order (the desk's "complete"), and the settlement job runs. */
async function staffDeliversAndSettles(browser: Browser, request: APIRequestContext, orderId: number) {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin')}`);
  await signIn(staff, ADMIN, 'Přihlásit se');
  await expect(staff).toHaveURL(new RegExp(`${base()}/admin/?$`));
  await staff.waitForLoadState('networkidle');
  const completed = await staffApi(staff, 'POST', `/orders/${orderId}/complete`, { reason: 'doručeno' }, randomUUID());
  expect(completed.status, JSON.stringify(completed.body)).toBeLessThan(300);
  await post(request, '/dev/commission/settle');
  return { staffContext, staff };
}

test('a seller sees a delivered sale credited and asks for a payout; staff approve and export it', async ({ page, request, browser }) => {
  // Two sign-ins, a dozen page loads, a payment file: a journey.
  test.setTimeout(240_000);
  const seller = await post<DemoSeller>(request, '/dev/commission/sellers');

  // The private dashboard: nothing earned yet, one copy listed.
  await page.goto(storeUrl('cs', 'commission', { privateAccessToken: seller.privateToken }));
  await expect(page.getByRole('heading', { level: 1, name: t('overview.title') })).toBeVisible();
  await expect(page.getByTestId('listed')).toHaveText('1');
  await expect(page.getByTestId('sold')).toHaveText('1');
  await expect(page.getByTestId('earned')).toHaveText(/^0/);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Staff deliver the order (the desk's "complete"); the settlement job credits the share.
  // A context of its own (axe runs on the staff page too).
  const { staffContext, staff } = await staffDeliversAndSettles(browser, request, seller.orderId);

  // The seller sees the sale credited on this month's statement and asks for a payout.
  await page.getByRole('link', { name: t('nav.billing') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('billing.title') })).toBeVisible();
  // Months are named in the storefront's words ("listopad 2026"), not as "2026-11".
  await expect(page.getByRole('navigation', { name: t('billing.months') }).getByRole('link').first()).toHaveText(/^\p{L}+ \d{4}$/u);
  await expect(page.locator('#statement-title')).toHaveText(/\p{L}+ \d{4}$/u);
  const saleRow = page.locator('tr[data-kind="sale"]').filter({ hasText: seller.soldTitle });
  await expect(saleRow).toBeVisible();
  await expect(saleRow).toContainText('60 %');
  await page.getByRole('link', { name: t('nav.overview') }).click();
  await expect(page.getByTestId('earned')).not.toHaveText(/^0/);
  const payout = page.getByRole('button', { name: messagePattern('cs', 'commission', 'overview.payoutButton') });
  await expectHydrated(payout);
  await payout.click();
  await expect(page.getByRole('status').filter({ hasText: messagePattern('cs', 'commission', 'overview.payoutRequested') })).toBeVisible();
  await expect(page.getByTestId('payout-state').first()).toHaveText(t('payoutStates.requested'));

  // Staff with `payouts` approve it on /admin/provize-vyplaty and download the bank file there (buyback's payout export).
  await staff.goto(`${base()}/admin/provize-vyplaty`);
  await expect(staff.getByRole('heading', { level: 1, name: a('commissionPayouts.heading') })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: message('cs', 'admin', 'nav.label') }).getByRole('link', { name: message('cs', 'admin', 'nav.commissionPayouts') })).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(staff, 'commission payouts');
  const row = staff.locator(`tr[data-account="${seller.accountId}"]`);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('commission-payout-state')).toHaveText(a('commissionPayouts.states.requested'));
  const approve = row.getByRole('button', { name: a('commissionPayouts.approve'), exact: true });
  await expectHydrated(approve);
  await approve.click();
  await confirmInDialog(staff, a('commissionPayouts.approveConfirm').split('{')[0]!.trim(), a('commissionPayouts.approve'));
  // Approved: gone from the requested list, shown under "approved".
  await expect(staff.locator(`tr[data-account="${seller.accountId}"]`)).toHaveCount(0);
  await staff.getByRole('link', { name: a('commissionPayouts.states.approved'), exact: true }).click();
  await expect(staff.locator(`tr[data-account="${seller.accountId}"]`).getByTestId('commission-payout-state')).toContainText(a('commissionPayouts.states.approved'));
  const file = staff.getByRole('region', { name: a('commissionPayouts.exportHeading') });
  await file.getByLabel(a('commissionPayouts.format')).selectOption('abo');
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    file.getByRole('button', { name: a('commissionPayouts.export') }).click(),
  ]);
  const content = fs.readFileSync((await download.path())!, 'utf8');
  expect(content).toContain('Bookturn');
  await expect(file.getByRole('status')).toHaveText(messagePattern('cs', 'admin-support', 'commissionPayouts.exported'));
  await expect(staff.locator(`tr[data-account="${seller.accountId}"]`).getByTestId('commission-payout-state')).toContainText(a('commissionPayouts.states.exported'));

  // The seller's page on the support desk shows the commission account: one sold, the payout paid, no open request.
  await staff.locator(`tr[data-account="${seller.accountId}"]`).getByRole('link').click();
  const commission = staff.getByRole('region', { name: a('commission.heading') });
  await expect(commission.getByTestId('commission-sold')).toHaveText('1');
  await expect(commission.getByTestId('commission-listed')).toHaveText('1');
  await expect(commission.getByTestId('commission-paid')).not.toHaveText(/^0/);
  await expect(commission.getByText(a('commission.noOpenPayout'))).toBeVisible();
  await expect(commission.locator('tr[data-kind="sale"]')).toContainText(seller.soldTitle);

  await page.reload();
  await expect(page.getByTestId('payout-state').first()).toHaveText(t('payoutStates.exported'));

  // The public share page: only the copy for sale, linking to its copy page.
  await page.getByTestId('share-link').click();
  await expect(page.getByRole('heading', { level: 1, name: t('share.title') })).toBeVisible();
  const items = page.getByTestId('share-list').locator('li');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-copy', String(seller.inStockCopyId));
  await expect(page.getByText(seller.soldTitle)).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await staffContext.close();
});

test('an unknown or rotated private token is the 404 view', async ({ page, request }) => {
  test.slow();
  const seller = await post<DemoSeller>(request, '/dev/commission/sellers');
  const rotated = await post<{ privateAccessToken: string }>(request, `/v1/commission/${seller.privateToken}/rotate`);
  const old = await page.goto(storeUrl('cs', 'commissionBooks', { privateAccessToken: seller.privateToken }));
  expect(old?.status()).toBe(404);
  const wrong = await page.goto(`${origin('cs')}/komise/${'x'.repeat(43)}`);
  expect(wrong?.status()).toBe(404);
  const fresh = await page.goto(storeUrl('cs', 'commissionBooks', { privateAccessToken: rotated.privateAccessToken }));
  expect(fresh?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: t('books.title') })).toBeVisible();
});

/** A person's browser, and a crawler (not counted). */
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36';

test('a copy page view counts once per visitor and day; the seller and staff set the automatic payout, staff approve it on the customer page; staff add a CZK/EUR rate', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const seller = await post<DemoSeller>(request, '/dev/commission/sellers');
  const copy = (await (await request.get(`${API}/v1/books/${seller.inStockCopyId}`, { headers: { 'accept-language': 'cs' } })).json()) as { workId: number };
  const copyUrl = storeUrl('cs', 'copy', { id: copy.workId, copyId: seller.inStockCopyId });

  // A person opens the copy page twice (one view), a crawler once (none).
  const person = await browser.newContext({ userAgent: PERSON_UA });
  const visitor = await person.newPage();
  for (let i = 0; i < 2; i++) {
    const [beacon] = await Promise.all([visitor.waitForResponse((r) => r.url().endsWith(`/books/${seller.inStockCopyId}/views`)), visitor.goto(copyUrl)]);
    expect(beacon.status()).toBe(204);
  }
  await person.close();
  const crawler = await browser.newContext({ userAgent: BOT_UA });
  const bot = await crawler.newPage();
  await Promise.all([bot.waitForResponse((r) => r.url().endsWith(`/books/${seller.inStockCopyId}/views`)), bot.goto(copyUrl)]);
  await crawler.close();
  await page.goto(storeUrl('cs', 'commissionBooks', { privateAccessToken: seller.privateToken }));
  await expect(page.locator(`tr[data-copy="${seller.inStockCopyId}"] td`).nth(4)).toHaveText('1');

  // The seller's automatic payout: below the smallest payout is refused on the form, 500 Kč is kept.
  await page.goto(storeUrl('cs', 'commission', { privateAccessToken: seller.privateToken }));
  await expect(page.getByTestId('auto-payout')).toHaveText(t('overview.autoOff'));
  const form = page.getByTestId('threshold-form');
  const save = form.getByRole('button', { name: t('overview.autoSave') });
  await expectHydrated(save);
  await form.getByLabel(t('overview.autoLabel', { currency: 'CZK' })).fill('50');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText(messagePattern('cs', 'commission', 'errors.threshold'));
  await form.getByLabel(t('overview.autoLabel', { currency: 'CZK' })).fill('500');
  await save.click();
  await expect(page.getByTestId('auto-payout')).toHaveText(messagePattern('cs', 'commission', 'overview.auto'));
  await expect(page.getByTestId('auto-payout')).toContainText('500');

  // The sale is delivered and credited. Staff see the threshold on the customer page and lower it
  // to the smallest payout: the balance is above it, so a payout is requested at once, and staff
  // approve it right there. Then they switch it off; the account's journal says all this in words.
  const { staffContext, staff } = await staffDeliversAndSettles(browser, request, seller.orderId);
  await staff.goto(`${base()}/admin/zakaznici/${seller.customerId}`);
  const commission = staff.getByRole('region', { name: a('commission.heading') });
  await expect(commission.getByTestId('commission-threshold')).toHaveText(messagePattern('cs', 'admin-support', 'commission.thresholdOn'));
  const threshold = commission.getByRole('form', { name: a('commission.threshold') });
  const saveThreshold = threshold.getByRole('button', { name: a('commission.thresholdSave') });
  await expectHydrated(saveThreshold);
  await threshold.getByLabel(a('commission.threshold')).fill('10');
  await saveThreshold.click();
  await expect(threshold.getByRole('alert')).toHaveText(messagePattern('cs', 'admin-support', 'commission.thresholdRange'));
  await threshold.getByLabel(a('commission.threshold')).fill('100');
  await saveThreshold.click();
  const open = commission.getByTestId('commission-open-payout');
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.getByRole('button', { name: a('commissionPayouts.approve'), exact: true }).click();
  await confirmInDialog(staff, a('commissionPayouts.approveConfirm').split('{')[0]!.trim(), a('commissionPayouts.approve'));
  await expect(commission.getByText(a('commission.noOpenPayout'))).toBeVisible({ timeout: 30_000 });
  await expect(commission.getByTestId('commission-paid')).not.toHaveText(/^0/);
  await threshold.getByLabel(a('commission.threshold')).fill('');
  await saveThreshold.click();
  await expect(commission.getByTestId('commission-threshold')).toHaveText(a('commission.thresholdOff'), { timeout: 30_000 });
  const events = commission.getByTestId('commission-events');
  await expect(events.locator('li[data-kind="payout-requested"]')).toContainText(`${a('values.commissionEvent.payout-requested')} · ${a('values.actor.shop')}`);
  await expect(events.locator('li[data-kind="payout-approved"]')).toContainText(a('values.commissionEvent.payout-approved'));
  await expect(events.locator('li[data-kind="threshold-changed"]')).toHaveCount(3);
  await expect(events.locator('li[data-kind="threshold-changed"]').first()).toContainText(`${a('values.commissionEvent.threshold-changed')} · ${a('values.actor.staff')}`);
  await expect(events.locator('li[data-kind="account-opened"]')).toContainText(a('values.commissionEvent.account-opened'));
  await expect(commission).not.toContainText('threshold-changed');
  await expect(commission).not.toContainText('payout-approved');

  // A CZK/EUR rate from a day far ahead (no sale of another spec counts at it).
  await staff.goto(`${base()}/admin/provize-vyplaty`);
  const rates = staff.getByRole('region', { name: a('rates.heading') });
  const add = rates.getByRole('form', { name: a('rates.add') });
  await expectHydrated(add.getByRole('button', { name: a('rates.add') }));
  await add.getByLabel(a('rates.validFrom')).fill('2099-01-01');
  await add.getByLabel(a('rates.rate')).fill('abc');
  await add.getByRole('button', { name: a('rates.add') }).click();
  await expect(add.getByRole('alert')).toHaveText(a('rates.rateError'));
  await add.getByLabel(a('rates.rate')).fill('24,125');
  await add.getByRole('button', { name: a('rates.add') }).click();
  await expect(rates.getByTestId('exchange-rates').getByRole('row', { name: '1. 1. 2099 24,125' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(staff, 'commission payouts with the rates');
  await staffContext.close();
});

test('on a phone the demo seller reads every statement line’s amount and every copy’s price without scrolling sideways', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const token = 'demo-commission-private-0123456789abcdef';
  await page.goto(storeUrl('cs', 'commissionBooks', { privateAccessToken: token }));
  const price = page.locator('td[data-label]').filter({ hasText: /Kč/ }).first();
  await expect(price).toBeVisible();
  const inView = async (cells: ReturnType<typeof page.locator>) => {
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, await cell.textContent() ?? '').toBeLessThanOrEqual(390);
    }
  };
  await inView(page.locator(`td[data-label="${t('books.price')}"]`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(storeUrl('cs', 'commissionBilling', { privateAccessToken: token }));
  // The demo seller's sales and payout request fall in the current month, the statement shown first.
  const amounts = page.locator(`td[data-label="${t('billing.amount')}"]`);
  await expect(amounts.first()).toBeVisible();
  await inView(amounts);
  await context.close();
});
