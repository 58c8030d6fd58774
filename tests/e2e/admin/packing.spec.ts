/**
 * Fulfilment in the browser (issue 13 item 5): an administrator confirms a bank transfer for a new
 * order, finds it among the orders to verify, takes it, scans a wrong label (the desk says so and
 * counts nothing), scans the copy with the keyboard and Enter as a scanner does, packs it, ships it
 * with the demo's sandbox carrier (the browser asks first) and gets the label as ZPL; axe finds
 * nothing on the pages.
 */
import { expect, test } from '@playwright/test';
import { expectHydrated } from '../hydration';
import { SLOTS } from '../purchase/purchase-support';
import { ADMIN, base, confirmInDialog, expectNoViolations, placeOrder, signIn, staffApi } from './admin-support';

test('an administrator picks, packs by scanning and ships an order, and prints its label', async ({ page, request }) => {
  test.slow();
  const number = await placeOrder(request, SLOTS.fulfilment);

  await page.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin/objednavky/overeni')}`);
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky k ověření' })).toBeVisible();

  // The bank transfer arrives (the desk's mark-paid): the order is ready to pick.
  const list = await staffApi<{ items: { id: number; number: string; totalX100: number }[] }>(page, 'GET', `/orders?q=${number}`);
  const order = list.body.items.find((o) => o.number === number)!;
  const paid = await staffApi(page, 'POST', `/orders/${order.id}/mark-paid`, { method: 'bank-transfer', amountX100: order.totalX100, reference: 'e2e' }, `e2e-${Date.now()}-paid`);
  expect(paid.status).toBe(200);
  const detail = await staffApi<{ lines: { copyId: number }[] }>(page, 'GET', `/fulfilment/orders/${order.id}`);
  const copyId = detail.body.lines[0]!.copyId;

  await page.reload();
  await expectNoViolations(page, '/admin/objednavky/overeni');
  const pick = page.getByRole('button', { name: `Vychystat: ${number}` });
  await expectHydrated(pick);
  await pick.click();
  await expect(page.getByRole('heading', { level: 1, name: `Balení objednávky ${number}` })).toBeVisible();

  const field = page.getByLabel('Štítek výtisku');
  await expectHydrated(field);
  await expect(field).toBeFocused();
  await field.fill('999999999');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Výtisk 999999999 není v žádné objednávce' })).toBeVisible();
  await expect(page.getByText('V balíku 0 z 1')).toBeVisible();

  await field.fill(String(copyId));
  await field.press('Enter');
  await expect(page.getByText('V balíku 1 z 1')).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoViolations(page, '/admin/baleni/[id]');

  await page.getByRole('button', { name: 'Zabaleno' }).click();
  await expect(page.getByRole('status', { name: 'Stav objednávky' })).toHaveText('zabalená');

  await page.getByRole('button', { name: 'Odeslat' }).click();
  await confirmInDialog(page, number, 'Odeslat');
  await expect(page.getByText(/Odesláno, číslo zásilky SBX\d{10}/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Stav objednávky' })).toHaveText('odeslaná');
  const tracking = page.getByRole('link', { name: /^SBX\d{10}$/ });
  await expect(tracking).toBeVisible();

  const zplHref = await page.getByRole('link', { name: 'ZPL (tiskárna)' }).getAttribute('href');
  const zpl = await staffApi<string>(page, 'GET', zplHref!.replace('/api/adonis/admin/v1', ''));
  expect(zpl.status).toBe(200);
  expect(zpl.body).toMatch(/^\^XA/);
  expect(zpl.body).toContain(`^FD${(await tracking.textContent())!}^FS`);
});
