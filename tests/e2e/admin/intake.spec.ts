/**
 * The intake desk in Czech (issue 15 items 1–3, 8): a seller sends two books (in person); the
 * intake employee receives the parcel by scanning its code, identifies one known ISBN of the lead
 * and one new ISBN found in the parcel (creating the edition), grades and prices both, refuses the
 * third book with a photo, prints the accepted copies' labels and puts them into a new crate at the
 * warehouse desk (/admin/sklad, the batch page lists their copy ids), marks the batch processed; the
 * seller sees the refusal's evidence and the wallet credited. The demo's intake employee holds
 * intake, catalogue and warehouse. Axe finds nothing on the desk's pages.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { makeIsbnPair } from '@/server/db/seed/isbn';
import type { LeadView } from '@/contracts/buyback';
import { expectHydrated } from '../hydration';
import { origin } from '../support';
import { message } from '../purchase/purchase-support';
import { acceptedIsbns, logIn } from '../buyback/buyback-support';
import { base, expectNoViolations, signIn, staffApi } from './admin-support';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INTAKE = { email: 'intake@bookturn.test', password: 'bookturn-demo-intake' };

/** A storefront API call from the seller's page (same origin: session cookie and XSRF pair). */
async function sellerApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ method, path, body }) => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    const res = await fetch(`/api/adonis/v1${path}`, { method, headers: { 'x-xsrf-token': xsrf, 'content-type': 'application/json', 'accept-language': 'cs' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  }, { method, path, body });
}

test('the intake desk receives a parcel, identifies, grades, prices and refuses its books, and the seller is paid (cs)', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // The seller: two books the shop buys, brought in person.
  const [known, refused] = await acceptedIsbns(request, 'cs', 2, 5);
  await logIn(page, request, 'cs', '/account/books');
  const draft = await sellerApi<LeadView>(page, 'POST', '/leads', {
    items: [{ isbn: known!.isbn, condition: 'good' }, { isbn: refused!.isbn, condition: 'good' }], payout: { method: 'wallet' }, contact: { name: 'Eva Prodávající' },
  });
  expect(draft.status).toBe(201);
  const sent = await sellerApi<LeadView>(page, 'POST', `/leads/${draft.body.id}/submit`, { transport: { kind: 'in_person' } });
  expect(sent.status).toBe(200);
  const code = sent.body.batchCode!;

  // The desk: receive by scanning the code (keyboard wedge: the code and Enter).
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin/prijem')}`);
  await signIn(desk, INTAKE, 'Přihlásit se');
  await expect(desk.getByRole('heading', { level: 1, name: 'Příjem knih' })).toBeVisible();
  await expectNoViolations(desk, '/admin/prijem');
  const codeField = desk.getByLabel('Kód zásilky nebo sáčku');
  await expectHydrated(codeField);
  await codeField.fill(code.toLowerCase());
  await codeField.press('Enter');
  await expect(desk.getByRole('heading', { level: 1, name: `Zásilka ${code}` })).toBeVisible();
  await expect(desk.getByRole('status', { name: 'Stav zásilky' })).toHaveText('ve zpracování');
  await expect(desk.getByRole('region', { name: 'Nabídka prodejce' })).toContainText(known!.isbn);

  const books = desk.getByRole('table', { name: 'Knihy v zásilce' });
  const scan = desk.getByLabel('ISBN nebo název');
  await expectHydrated(scan);

  // 1. The known ISBN of the lead: its book is selected for grading; priced at the suggestion.
  await scan.fill(known!.isbn);
  await scan.press('Enter');
  const grading = desk.getByRole('region', { name: /^Posouzení:/ });
  await expect(grading).toBeVisible();
  await expect(grading).toContainText('Doporučená výkupní cena');
  await grading.getByRole('combobox', { name: /^Stav/ }).selectOption({ label: 'velmi dobrý' });
  await grading.getByLabel('otřelé rohy').check();
  await expect(grading.getByLabel('Výkupní cena')).not.toHaveValue('');
  await grading.getByRole('button', { name: 'Přijmout', exact: true }).click();
  await expect(books.getByRole('row', { name: new RegExp(known!.isbn) })).toContainText('přijato za');

  // 2. A new ISBN found in the parcel: the edition is created and the book graded and priced.
  const fresh = makeIsbnPair('80', '25', 10_000 + (Date.now() % 80_000))!.isbn13;
  await scan.fill(fresh);
  await scan.press('Enter');
  const create = desk.getByRole('form', { name: `Nové vydání (ISBN ${fresh})` });
  await expect(create).toBeVisible();
  await create.getByLabel('Název').fill('Zápisky z intake');
  await create.getByLabel('Autoři (oddělte čárkou)').fill('Eva Testovací');
  await create.getByLabel('Rok vydání').fill('2019');
  // The category picker: a few letters of a category's name, its box ticked, shown as chosen.
  const categories = await staffApi<{ items: { id: number; name: string }[] }>(desk, 'GET', '/catalogue/categories?locale=cs');
  const category = categories.body.items.find((c) => c.name.length > 3)!;
  await create.getByLabel('Hledat kategorii').fill(category.name.slice(0, Math.min(8, category.name.length)));
  await create.getByRole('checkbox', { name: category.name, exact: true }).first().check();
  await expect(create.getByRole('button', { name: `Odebrat kategorii ${category.name}` }).first()).toBeVisible();
  await create.getByRole('button', { name: 'Založit vydání' }).click();
  await expect(grading).toContainText('Zápisky z intake');
  const identified = await staffApi<{ items: { workId: number }[] }>(desk, 'GET', `/catalogue/identify?isbn=${fresh}`);
  const work = await staffApi<{ categories: { id: number }[] }>(desk, 'GET', `/catalogue/works/${identified.body.items[0]!.workId}`);
  expect(work.body.categories.map((c) => c.id)).toEqual([category.id]);
  await expect(grading.getByLabel('Prodejní cena Kč')).not.toHaveValue('');
  await grading.getByLabel('Výkupní cena').fill('20');
  await grading.getByRole('button', { name: 'Přijmout', exact: true }).click();
  await expect(books.getByRole('row', { name: /Zápisky z intake/ })).toContainText('přijato za');

  // 3. The third book is refused, with a photo as evidence.
  await books.getByRole('row', { name: new RegExp(refused!.isbn) }).getByRole('button', { name: 'Posoudit' }).click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#775533' } }).jpeg().toBuffer();
  await grading.getByLabel('Fotografie', { exact: true }).setInputFiles({ name: 'kniha.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(grading.getByRole('img', { name: /Fotografie knihy/ })).toBeVisible();
  await grading.getByLabel('Poznámka').fill('Vytržené listy');
  await grading.getByRole('combobox', { name: /^Důvod/ }).selectOption({ label: 'horší stav' });
  await expectNoViolations(desk, '/admin/prijem/[code]');
  await grading.getByRole('button', { name: 'Odmítnout' }).click();
  await expect(books.getByRole('row', { name: new RegExp(refused!.isbn) })).toContainText('odmítnuto: horší stav');

  // 4. Labels and a crate at the warehouse desk (a second screen of the same employee): a new
  // crate, then each accepted copy's label scanned — its label is printed and it goes in.
  const hook = desk.locator('[data-intake-warehouse-hook]');
  await expect(hook).toHaveAttribute('data-intake-warehouse-hook', /^\d+,\d+$/);
  const labels = (await hook.getAttribute('data-intake-warehouse-hook'))!.split(',').map((id) => `B${id}`);
  const shelf = await desk.context().newPage();
  await shelf.goto(`${base()}/admin/sklad`);
  await expect(shelf.getByRole('heading', { level: 1, name: 'Sklad – naskladnění' })).toBeVisible();
  const newCrate = shelf.getByRole('button', { name: 'Nová bedna' });
  await expectHydrated(newCrate);
  await newCrate.click();
  await expect(shelf.getByTestId('current-crate')).toHaveText(/^KR-/);
  const crate = (await shelf.getByTestId('current-crate').textContent())!;
  const field = shelf.getByRole('textbox', { name: 'Kód (výtisk, bedna nebo regál)' });
  for (const label of labels) {
    await field.fill(label);
    await field.press('Enter');
    await expect(shelf.getByRole('listitem').filter({ hasText: `Výtisk ${label} vložen do bedny ${crate}` })).toBeVisible();
    await expect(shelf.getByRole('link', { name: `Štítek ${label} (PDF)` })).toBeVisible();
  }
  const contents = shelf.getByRole('region', { name: `Obsah bedny ${crate}` });
  for (const label of labels) await expect(contents).toContainText(label);
  await shelf.close();

  // 5. Processed: the seller is paid.
  await desk.getByRole('button', { name: 'Zásilka zpracována – vyplatit' }).click();
  await expect(desk.getByRole('status', { name: 'Stav zásilky' })).toHaveText('vyplacená');

  // The seller sees the refusal with its evidence and the wallet credited.
  await page.goto(`${origin('cs')}/account/books`);
  const batch = page.getByRole('region', { name: message('cs', 'account', 'books.batch', { code }) });
  await expect(batch.getByTestId('batch-state')).toHaveText(message('cs', 'account', 'batchStates.paid_out'));
  await expect(batch.getByRole('row', { name: new RegExp(escape(refused!.title ?? refused!.isbn)) })).toContainText('Vytržené listy');
  await expect(batch.getByRole('link', { name: 'Fotografie 1' })).toBeVisible();
  await page.goto(`${origin('cs')}/account/billing-history`);
  const payouts = page.getByRole('region', { name: message('cs', 'account', 'payouts.title') });
  const payout = payouts.getByRole('row', { name: new RegExp(code) });
  await expect(payout).toContainText(message('cs', 'account', 'payouts.toWallet'));
  const net = (await payout.getByRole('cell').last().textContent())!.trim();
  const wallet = page.getByRole('region', { name: message('cs', 'account', 'wallet.title') });
  await expect(wallet.getByRole('listitem').first()).toHaveText(message('cs', 'account', 'wallet.balance', { amount: net }));
});
