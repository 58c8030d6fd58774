import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH } from '../browser-path';
import { expectHydrated } from '../hydration';
import { message } from '../purchase/purchase-support';
import { storeUrl } from '../support';
import { ean13Modules, writeBarcodeVideo } from './fake-camera';

// Two books the e2e seed holds or not — the scanner reads any Bookland barcode and asks for its
// offer; what the offer says is the selling spec's business. Valid check digits, 978 prefix.
const FIRST = '9780306406157';
const SECOND = '9788072037216';
const video = writeBarcodeVideo('scanner', [FIRST, SECOND]);

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('the EAN-13 drawing is the standard one', () => {
  // 9780306406157 (the ISBN standard's own example): start guard, first left digit 7 with parity L.
  expect(ean13Modules(FIRST)).toHaveLength(95);
  expect(ean13Modules(FIRST).slice(0, 10)).toBe('1010111011');
});

test('the phone camera reads two books one after the other (en, fake camera stream)', async ({ page }) => {
  test.slow();
  await page.goto(storeUrl('en', 'bookScannerSellBooks'));
  const start = page.getByRole('button', { name: message('en', 'buyback', 'scanner.start') });
  await expectHydrated(start);
  await start.click();
  await expect(page.getByRole('status').filter({ hasText: message('en', 'buyback', 'scanner.running') })).toBeVisible();
  await expect(page.locator(`li[data-isbn="${FIRST}"]`)).toBeVisible();
  await expect(page.locator(`li[data-isbn="${SECOND}"]`)).toBeVisible();
  await page.getByRole('button', { name: message('en', 'buyback', 'scanner.stop') }).click();
  await expect(start).toBeVisible();
});
