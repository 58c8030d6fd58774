/**
 * The refunds desk in the browser (issue 13 item 6, docs/adr/0024): a guest pays an order by card
 * (the demo's sandbox provider stands in for Comgate), an administrator cancels it — the money is
 * owed back through the provider — and refunds it from the order page's refunds panel: the
 * provider accepts, the toast says so, the refund is done and its credit note (opravný daňový
 * doklad) is listed and downloads as a PDF. axe finds nothing on the page with the panel.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectHydrated } from '../hydration';
import { SLOTS } from '../purchase/purchase-support';
import { E2E_PORT } from '../support';
import { ADMIN, base, confirmInDialog, expectNoViolations, placeApiOrder, signIn } from './admin-support';

/**
 * A guest's card order through the storefront API (a Spanish or Italian copy, which no counting spec
 * counts: placeApiOrder), paid on the sandbox's page; its number.
 */
async function paidCardOrder(request: APIRequestContext): Promise<string> {
  const checkout = await placeApiOrder(request, SLOTS.refund, 'comgate-card');
  expect(checkout.next.kind).toBe('redirect');
  // The sandbox's hosted page posts the shopper's choice to itself.
  const payPath = new URL((checkout.next as { url: string }).url).pathname;
  const paid = await request.post(`http://127.0.0.1:${E2E_PORT}${payPath}`, { form: { result: 'paid' }, maxRedirects: 0 });
  expect(paid.status(), 'the sandbox took the payment').toBeLessThan(400);
  return checkout.orderNumber;
}

test('an administrator refunds a cancelled paid order and the credit note appears', async ({ page, request }) => {
  // A checkout, a payment, sign-in, a cancel and a refund each reloading the order, a PDF and an axe pass: a journey.
  test.setTimeout(240_000);
  const number = await paidCardOrder(request);

  await page.goto(`${base()}/admin/login?next=${encodeURIComponent(`/admin/objednavky?q=${number}`)}`);
  await signIn(page, ADMIN, 'Přihlásit se');
  const link = page.getByRole('table').getByRole('link', { name: number });
  await expectHydrated(link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${number}` })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Stav' })).toHaveText('Zaplacená');

  const cancel = page.getByRole('form', { name: 'Zrušit objednávku' });
  await expectHydrated(cancel.getByRole('button', { name: 'Zrušit objednávku' }));
  await cancel.getByLabel('Důvod (do deníku)').fill('zákazník si to rozmyslel');
  await cancel.getByRole('button', { name: 'Zrušit objednávku' }).click();
  await confirmInDialog(page, number, 'Zrušit objednávku');
  // A cold server on a busy machine: the action and the page's reload may take a while.
  await expect(page.getByText('Hotovo: Zrušit objednávku')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Stav' })).toHaveText('Zrušená', { timeout: 30_000 });

  const panel = page.getByRole('region', { name: 'Vratky a opravné doklady' });
  await expect(panel.getByRole('table', { name: 'Vratky' })).toContainText('Čeká na odeslání', { timeout: 30_000 });
  await expect(panel.getByText('Zatím žádný opravný doklad.')).toBeVisible();
  await expectNoViolations(page, '/admin/objednavky/[id] with a refund to send');

  const refund = panel.getByRole('form', { name: 'Vrátit peníze' });
  await refund.getByLabel('Důvod (do deníku)').fill('vráceno na kartu');
  await refund.getByRole('button', { name: 'Vrátit peníze' }).click();
  await confirmInDialog(page, number, 'Vrátit peníze');
  await expect(page.getByText(/^Vráceno: /)).toBeVisible({ timeout: 30_000 });

  await expect(panel.getByRole('table', { name: 'Vratky' })).toContainText('Vráceno');
  const notes = panel.getByRole('list', { name: 'Opravné daňové doklady' });
  const note = notes.getByRole('link', { name: /^Opravný doklad OD\d{8} \(PDF\)$/ });
  await expect(note).toBeVisible();
  await expect(notes).toContainText(`opravuje fakturu ${number}`);
  await expect(panel.getByRole('form', { name: 'Vrátit peníze' })).toHaveCount(0);
  await expect(page.getByRole('table').last()).toContainText('Brána sandbox přijala vrácení');

  // The link downloads the PDF with the staff cookie (fetched in the page: Node resolves no *.localhost).
  const href = (await note.getAttribute('href'))!;
  const pdf = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), head: new TextDecoder('latin1').decode((await res.arrayBuffer()).slice(0, 5)) };
  }, href);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await expectNoViolations(page, '/admin/objednavky/[id] after the refund');
});
