/**
 * The packing desk as a packer meets it (issue 13 item 8): an administrator registers a packing
 * workstation and gives the packer a card and its PIN; on that workstation (its token in the
 * browser, as "register this device" leaves it: localStorage, docs/adr/0019) the packer signs in
 * with card + PIN, picks the order, packs it by scanning its copy (keyboard and Enter, as a
 * scanner types), ships it after the desk's confirmation and fetches the label (ZPL and PDF);
 * the customer then sees the parcel's tracking in /account/orders.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { WORKSTATION_STORAGE_KEY } from '@/contracts/staff';
import { expectHydrated } from '../hydration';
import { loginCodeFromOutbox } from '../outbox';
import { SLOTS } from '../purchase/purchase-support';
import { E2E_PORT, origin } from '../support';
import { ADMIN, base, confirmInDialog, expectNoViolations, placeBankTransferOrder, signIn, staffApi } from './admin-support';

const API = `http://127.0.0.1:${E2E_PORT}/api/adonis`;

/** The customer signs in through the API (passcode from the demo's outbox); their session cookie. */
async function customerSignsIn(request: APIRequestContext, email: string): Promise<{ name: string; value: string }> {
  const headers = { 'accept-language': 'cs' };
  await request.get(`${API}/health`, { headers, maxRetries: 2 });
  const xsrf = () => request.storageState().then((s) => s.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  expect((await request.post(`${API}/v1/login`, { headers: { ...headers, 'x-xsrf-token': await xsrf() }, data: { email } })).status()).toBe(200);
  const code = await loginCodeFromOutbox(request, email);
  const res = await request.post(`${API}/v1/login/code`, { headers: { ...headers, 'x-xsrf-token': await xsrf() }, data: { email, code } });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await request.storageState()).cookies.find((c) => /bt_session$/.test(c.name));
  expect(session, 'a customer session cookie').toBeDefined();
  return { name: session!.name, value: session!.value };
}

test('a packer signs in with card and PIN on a workstation, packs by scanning, ships and prints; the customer sees the tracking', async ({ browser, page, request }) => {
  // Three browser contexts, about twenty page loads and a carrier call: ~35 s on a loaded two-core machine.
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8);
  const customerEmail = `e2e-rfid-${run}@example.cz`;
  const session = await customerSignsIn(request, customerEmail);
  // Placed with the customer's session: the order is on their account.
  const placed = await placeBankTransferOrder(request, SLOTS.packerRfid);
  const number = placed.orderNumber;

  // The administrator: the bank transfer arrives, a workstation is registered, the packer gets a card and its PIN.
  await page.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin/zamestnanci')}`);
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Zaměstnanci' })).toBeVisible();
  const order = (await staffApi<{ items: { id: number; number: string; totalX100: number }[] }>(page, 'GET', `/orders?q=${number}`)).body.items.find((o) => o.number === number)!;
  expect((await staffApi(page, 'POST', `/orders/${order.id}/mark-paid`, { method: 'bank-transfer', amountX100: order.totalX100, reference: 'e2e' }, `e2e-${run}-paid`)).status).toBe(200);
  const workstation = await staffApi<{ token: string }>(page, 'POST', '/workstations', { name: `Balicí stůl ${run}` });
  expect(workstation.status).toBe(201);
  const packer = (await staffApi<{ items: { id: number; email: string; name: string }[] }>(page, 'GET', '/employees')).body.items.find((e) => e.email === 'packer@bookturn.test')!;
  const cardId = `E2E-CARD-${run}`;
  expect((await staffApi(page, 'POST', `/employees/${packer.id}/cards`, { cardId })).status).toBe(200);
  const pin = await staffApi<{ pin: string }>(page, 'POST', `/employees/${packer.id}/cards/${encodeURIComponent(cardId)}/pin`);
  expect(pin.status).toBe(200);
  const copyId = (await staffApi<{ lines: { copyId: number }[] }>(page, 'GET', `/fulfilment/orders/${order.id}`)).body.lines[0]!.copyId;

  // The packing desk: a browser of its own that holds the workstation's token.
  const desk = await browser.newContext();
  await desk.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [WORKSTATION_STORAGE_KEY, workstation.body.token] as const);
  const packing = await desk.newPage();
  await packing.goto(`${base()}/admin/login?next=${encodeURIComponent(`/admin/baleni/${order.id}`)}`);
  const cardTab = packing.getByRole('tab', { name: 'Karta a PIN' });
  await expectHydrated(cardTab);
  await expect(cardTab).toHaveAttribute('aria-selected', 'true');
  // The card reader types the card id and Enter; the packer types the PIN and Enter.
  const card = packing.getByLabel('Karta (přiložte ke čtečce)');
  await expect(card).toBeFocused();
  await card.fill(cardId);
  await packing.getByLabel('PIN').fill(pin.body.pin);
  await packing.getByLabel('PIN').press('Enter');
  await expect(packing.getByRole('heading', { level: 1, name: `Balení objednávky ${number}` })).toBeVisible();
  await expect(packing.getByText(`Přihlášen(a): ${packer.name}`)).toBeVisible();

  const pick = packing.getByRole('button', { name: 'Vychystat' });
  await expectHydrated(pick);
  await pick.click();
  // The order is the packer's once the pick has answered: the field takes scans again (it is
  // read-only while an action runs, so a scan typed earlier would be dropped).
  await expect(packing.getByRole('button', { name: 'Uvolnit' })).toBeVisible();
  const field = packing.getByLabel('Štítek výtisku');
  await expect(field).toHaveAttribute('aria-busy', 'false');
  await field.focus();
  await field.pressSequentially(String(copyId));
  await field.press('Enter');
  await expect(packing.getByText('V balíku 1 z 1')).toBeVisible();
  await packing.getByRole('button', { name: 'Zabaleno' }).click();
  await expect(packing.getByRole('status', { name: 'Stav objednávky' })).toHaveText('zabalená');

  await packing.getByRole('button', { name: 'Odeslat' }).click();
  await confirmInDialog(packing, number, 'Odeslat');
  await expect(packing.getByRole('status', { name: 'Stav objednávky' })).toHaveText('odeslaná');
  const tracking = packing.getByRole('link', { name: /^SBX\d{10}$/ });
  const trackingNumber = (await tracking.textContent())!;
  await expectNoViolations(packing, '/admin/baleni/[id] shipped');

  // The label, as the desk's printer gets it (the packer's session: the shipping permission).
  const zplHref = await packing.getByRole('link', { name: 'ZPL (tiskárna)' }).getAttribute('href');
  const zpl = await staffApi<string>(packing, 'GET', zplHref!.replace('/api/adonis/admin/v1', ''));
  expect(zpl.status).toBe(200);
  expect(zpl.body).toMatch(/^\^XA/);
  expect(zpl.body).toContain(`^FD${trackingNumber}^FS`);
  const pdfHref = await packing.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href');
  // Fetched by the page (Node resolves no *.localhost): the same origin and the packer's cookie.
  const pdf = await packing.evaluate(async (href) => {
    const res = await fetch(href);
    return { status: res.status, type: res.headers.get('content-type'), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 4)) };
  }, pdfHref!);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF' });
  await desk.close();

  // The customer: their orders list, the order opened, the parcel with its tracking link.
  const shopper = await browser.newContext();
  await shopper.addCookies([{ name: session.name, value: session.value, url: origin('cs'), httpOnly: true, sameSite: 'Lax' }]);
  const account = await shopper.newPage();
  await account.goto(`${origin('cs')}/account/orders`);
  const orderLink = account.getByRole('link', { name: number });
  await expectHydrated(orderLink);
  await orderLink.click();
  const parcel = account.getByRole('link', { name: new RegExp(`^Sledovat zásilku ${trackingNumber}`) });
  await expect(parcel).toBeVisible();
  expect(await parcel.getAttribute('href')).toContain(trackingNumber);
  await shopper.close();
});
