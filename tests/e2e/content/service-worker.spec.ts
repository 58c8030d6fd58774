import { expect, test } from '@playwright/test';
import { storeUrl } from '../support';

test.describe('service worker', () => {
  test('is served at /service-worker.js and shows the offline page when the network is gone', async ({ page, context }) => {
    // Installing the worker, then pages offline: about 10 s on a loaded two-core machine.
    test.slow();
    await page.goto(storeUrl('cs', 'booksCondition'));
    const script = await page.evaluate(async () => {
      const res = await fetch('/service-worker.js');
      return { status: res.status, type: res.headers.get('content-type') ?? '' };
    });
    expect(script.status).toBe(200);
    expect(script.type).toMatch(/javascript/);

    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto(storeUrl('cs', 'contact')).catch(() => null);
      await expect(page.getByRole('heading', { level: 1, name: /offline/ })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
