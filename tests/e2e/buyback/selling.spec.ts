import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@/i18n/locales';
import { resolvePath, ROUTES } from '@/routing';
import { giveConsent } from '../consent/consented';
import { expectHydrated } from '../hydration';
import { message } from '../purchase/purchase-support';
import { origin, storeUrl } from '../support';
import { acceptedIsbns, apiPost, expectAccessible, logIn, scanPhoto, transportOptions } from './buyback-support';

const t = (locale: Locale, key: string, values: Record<string, string | number> = {}) => message(locale, 'buyback', key, values);

/** CSP violations of the page (the scanner's WebAssembly must compile under the page's own policy). */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

async function scanAndSee(page: Page, locale: Locale, isbn: string) {
  await scanPhoto(page, isbn);
  const line = page.locator(`li[data-isbn="${isbn}"]`);
  await expect(line).toBeVisible();
  await expect(line.getByText(new RegExp(t(locale, 'offer.cash', { amount: '.+' })))).toBeVisible();
  return line;
}

for (const locale of ['cs', 'de-AT'] as const) {
  test.describe(`selling books (${locale})`, () => {
    test('scan two books, sell one by post with a courier pickup, follow the batch and get paid into the wallet', async ({ page, request }) => {
      // A login and a dozen page loads and API round trips: far beyond the default budget on a loaded machine.
      test.setTimeout(240_000);
      await giveConsent(page.context(), locale);
      const violations = collectCspViolations(page);
      const [first, second] = await acceptedIsbns(request, locale, 2, locale === 'cs' ? 0 : 1);
      const scanner = resolvePath('bookScannerSellBooks', locale);
      await logIn(page, request, locale, scanner);
      // The login sends the seller back by client-side navigation; the scanner reloads itself so that
      // its own Content-Security-Policy (WebAssembly allowed) is the document's.
      const documentUrl = () => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '').catch(() => 'reloading');
      await expect.poll(documentUrl).toBe(`${origin(locale)}${scanner}`);

      // The scanner: both books show their offer at once; a second scan of the first one counts it twice.
      await expectHydrated(page.getByRole('button', { name: t(locale, 'scanner.start') }));
      await expect(page.getByRole('status').filter({ hasText: t(locale, 'scanner.permissionAsk') })).toBeVisible();
      await scanAndSee(page, locale, first.isbn);
      await expect(page.locator('[data-reader]')).toHaveAttribute('data-reader', 'zxing');
      await scanAndSee(page, locale, second.isbn);
      await scanPhoto(page, first.isbn);
      await expect(page.locator(`li[data-isbn="${first.isbn}"]`).getByTestId('quantity')).toHaveText(t(locale, 'offer.times', { count: 2 }));
      expect(violations).toEqual([]);

      // The list becomes a lead on /sell-books; one book goes, the other is sold.
      await page.getByRole('button', { name: t(locale, 'scanner.sell') }).click();
      await expect(page).toHaveURL(storeUrl(locale, 'sellBooks'));
      const firstLine = page.locator(`li[data-isbn="${first.isbn}"]`);
      await expect(firstLine).toBeVisible();
      await page.locator(`li[data-isbn="${second.isbn}"]`).getByRole('button', { name: t(locale, 'offer.removeNamed', { title: second.title }) }).click();
      await expect(page.locator(`li[data-isbn="${second.isbn}"]`)).toHaveCount(0);
      await firstLine.getByRole('spinbutton').fill('1');
      await expectAccessible(page, 'sell-books with its offer');
      await page.getByLabel(t(locale, 'contact.name')).fill('Eva Prodávající');
      await page.getByRole('button', { name: t(locale, 'sell.continue') }).click();

      // Transport: the storefront's courier pickup, its address and day, then the details and send.
      await expect(page).toHaveURL(storeUrl(locale, 'transportSelection'));
      const options = await transportOptions(request, locale);
      const courier = options.carriers.find((c) => c.service === 'courier_pickup' && c.pickupDates.length > 0);
      expect(courier, `a courier pickup in ${locale}`).toBeDefined();
      const carrierName = t(locale, `carriers.${courier!.carrier}`);
      await page.getByRole('link', { name: t(locale, 'transport.choose', { carrier: carrierName }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'steps.base', { carrier: carrierName }) })).toBeVisible();
      await page.getByRole('link', { name: t(locale, 'flow.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'steps.address', { carrier: carrierName }) })).toBeVisible();
      await expectHydrated(page.getByRole('button', { name: t(locale, 'flow.continue') }));
      await page.getByLabel(t(locale, 'address.street')).fill('Dlouhá 12');
      await page.getByLabel(t(locale, 'address.city')).fill(locale === 'cs' ? 'Praha' : 'Wien');
      await page.getByLabel(t(locale, 'address.postalCode')).fill(locale === 'cs' ? '110 00' : '1010');
      await page.getByRole('button', { name: t(locale, 'flow.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'steps.date', { carrier: carrierName }) })).toBeVisible();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: t(locale, 'flow.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'steps.data', { carrier: carrierName }) })).toBeVisible();
      await expect(page.getByLabel(t(locale, 'contact.name'))).toHaveValue('Eva Prodávající');
      await page.getByRole('button', { name: t(locale, 'form.send') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'sentStep.title', { carrier: carrierName }) })).toBeVisible();
      const batchCode = (await page.getByTestId('batch-code').textContent())!.trim();
      expect(batchCode).toMatch(/^BB[0-9A-Z]{8}$/);

      // The account shows the batch; the demo completes it; the wallet is credited.
      await page.getByRole('link', { name: t(locale, 'flow.seeAccount') }).click();
      await expect(page).toHaveURL(`${origin(locale)}/account/books`);
      const batch = page.getByRole('region', { name: message(locale, 'account', 'books.batch', { code: batchCode }) });
      await expect(batch.getByRole('row', { name: new RegExp(escape(first.title)) })).toBeVisible();
      const completed = await apiPost<unknown>(request, `/dev/buyback/batches/${batchCode}/complete`, {}, locale);
      expect(completed.status).toBe(200);
      await page.reload();
      await expect(batch.getByTestId('batch-state')).toHaveText(message(locale, 'account', 'batchStates.paid_out'));
      await page.goto(`${origin(locale)}/account/billing-history`);
      const payouts = page.getByRole('region', { name: message(locale, 'account', 'payouts.title') });
      const payout = payouts.getByRole('row', { name: new RegExp(batchCode) });
      await expect(payout).toContainText(message(locale, 'account', 'payouts.toWallet'));
      // A new customer's wallet holds exactly the payout: the books plus the wallet bonus.
      const net = (await payout.getByRole('cell').last().textContent())!.trim();
      const wallet = page.getByRole('region', { name: message(locale, 'account', 'wallet.title') });
      await expect(wallet.getByRole('listitem').first()).toHaveText(message(locale, 'account', 'wallet.balance', { amount: net }));
    });
  });
}

test('an anonymous seller types ISBNs, keeps the list as a draft, resumes it from the private link on another device and sends it by Packeta (cs)', async ({ page, browser, request }) => {
  test.slow();
  await giveConsent(page.context(), 'cs');
  const [book, other] = await acceptedIsbns(request, 'cs', 2, 2);
  await page.goto(storeUrl('cs', 'sellBooks'));
  const add = page.getByRole('button', { name: t('cs', 'add.addIsbns') });
  await expectHydrated(add);
  // Pasted with hyphens and a typo: the valid ones are added, the broken one is named.
  await page.getByLabel(t('cs', 'add.isbnLabel'), { exact: true }).fill(`${book.isbn}\n${other.isbn.slice(0, 3)}-${other.isbn.slice(3)}\n9780306406158`);
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: '9780306406158' })).toBeVisible();
  await expect(page.locator(`li[data-isbn="${book.isbn}"]`).getByText(/na ni/)).toBeVisible();
  await expect(page.locator(`li[data-isbn="${other.isbn}"]`)).toBeVisible();
  await page.getByRole('button', { name: t('cs', 'sell.saveDraft') }).click();
  await expect(page).toHaveURL(storeUrl('cs', 'sellBooksSent'));
  const link = (await page.getByTestId('private-link').getAttribute('href'))!;
  expect(link).toMatch(/\?token=[A-Za-z0-9_-]{20,}$/);

  const elsewhere = await browser.newContext();
  await giveConsent(elsewhere, 'cs');
  const phone = await elsewhere.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('status').filter({ hasText: t('cs', 'sell.resumed') })).toBeVisible();
  await expect(phone.locator(`li[data-isbn="${book.isbn}"]`)).toBeVisible();
  await expect(phone.locator(`li[data-isbn="${other.isbn}"]`)).toBeVisible();

  // Sent from there by a drop-off carrier: the label (the batch code as barcode and QR) downloads.
  await phone.getByLabel(t('cs', 'contact.name')).fill('Jan Anonymní');
  await phone.getByLabel(t('cs', 'contact.email')).fill(`e2e-selling-anon-${Date.now()}@example.com`);
  await phone.getByRole('button', { name: t('cs', 'sell.continue') }).click();
  await expect(phone).toHaveURL(storeUrl('cs', 'transportSelection'));
  const packeta = t('cs', 'carriers.packeta');
  await phone.getByRole('link', { name: t('cs', 'transport.choose', { carrier: packeta }) }).click();
  await phone.getByRole('link', { name: t('cs', 'flow.continue') }).click();
  await expect(phone.getByRole('heading', { level: 1, name: t('cs', 'steps.data', { carrier: packeta }) })).toBeVisible();
  await expectHydrated(phone.getByRole('button', { name: t('cs', 'form.send') }));
  await phone.getByRole('button', { name: t('cs', 'form.send') }).click();
  await expect(phone.getByRole('heading', { level: 1, name: t('cs', 'sentStep.title', { carrier: packeta }) })).toBeVisible();
  const code = (await phone.getByTestId('batch-code').textContent())!.trim();
  const download = phone.waitForEvent('download');
  await phone.getByRole('button', { name: t('cs', 'sentStep.label') }).click();
  expect((await download).suggestedFilename()).toBe(`${code}.pdf`);
  await elsewhere.close();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('selling on the English storefront', () => {
  test('the by-post pages are 404 and the scanner works', async ({ page, request }) => {
    test.slow();
    const byPost = ['transportSelection', 'transportSelectionData', 'transportSelectionConfirmation', 'sellBooksSent', 'orderDhl', 'orderGlsDate', 'orderDpdCourierAddress', 'orderPacketaSent'] as const;
    for (const key of byPost) {
      const { fallback } = ROUTES[key];
      expect((await page.goto(`${origin('en')}${fallback}`))?.status(), fallback).toBe(404);
    }
    await giveConsent(page.context(), 'en');
    const violations = collectCspViolations(page);
    const [book] = await acceptedIsbns(request, 'en', 1);
    await page.goto(storeUrl('en', 'bookScannerSellBooks'));
    await expectHydrated(page.getByRole('button', { name: t('en', 'scanner.start') }));
    const line = await scanAndSee(page, 'en', book.isbn);
    await expect(line.getByRole('heading', { name: book.title })).toBeVisible();
    await expect(page.getByTestId('last-scan')).toHaveText(t('en', 'scanner.lastAccepted', { title: book.title }));
    expect(violations).toEqual([]);
    await expectAccessible(page, 'the scanner with a scanned book');
  });
});
