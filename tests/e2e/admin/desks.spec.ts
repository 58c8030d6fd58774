/**
 * The staff pages of catalogue editing and the warehouse's other desks (issue 15), in Czech, one
 * in English: transfer packages (open, add a crate, send, receive, stock), branch audits (start,
 * scan racks, expected against scanned, cancel), discard candidates (filter, discard after a
 * confirmation; English), and the catalogue page (find, rename an author, edit a work and an
 * edition, merge two authors after the preview: the old author page answers 308 to the survivor).
 * Axe finds nothing on each page.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CrateView, DiscardCandidates } from '@/contracts/warehouse';
import { expectHydrated } from '../hydration';
import { candidateCopies, SLOTS } from '../purchase/purchase-support';
import { base, confirmInDialog, expectNoViolations, signIn, staffApi } from './admin-support';

const WAREHOUSE = { email: 'sklad@bookturn.test', password: 'bookturn-demo-sklad' };
const INTAKE = { email: 'intake@bookturn.test', password: 'bookturn-demo-intake' };

async function open(page: Page, path: string, who: { email: string; password: string }, submit = 'Přihlásit se') {
  await page.goto(`${base()}/admin/login?next=${encodeURIComponent(path)}`);
  await signIn(page, who, submit);
}

test('transfer packages: open one from Prague to Brno, add a crate, send, receive and stock it (cs)', async ({ page }) => {
  await open(page, '/admin/sklad/presuny', WAREHOUSE);
  await expect(page.getByRole('heading', { level: 1, name: 'Přesuny mezi pobočkami' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sklad' }).getByText('Přesuny')).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, '/admin/sklad/presuny');

  // A fresh empty crate in Prague (the demo's crates are other tests' shelves).
  const crate = await staffApi<CrateView>(page, 'POST', '/warehouse/crates', { branch: 'PRG' });
  expect(crate.status).toBe(201);
  const submit = page.getByRole('button', { name: 'Založit balík' });
  await expectHydrated(submit);
  // The same branch twice is refused on the form.
  await page.getByLabel('Z pobočky').selectOption('PRG');
  await page.getByLabel('Do pobočky').selectOption('PRG');
  await submit.click();
  await expect(page.getByText('Cílová pobočka musí být jiná než výchozí')).toBeVisible();
  await page.getByLabel('Do pobočky').selectOption('BRN');
  await submit.click();
  const pkg = page.getByRole('region', { name: /^Balík #\d+: PRG → BRN/ }).first();
  await expect(pkg).toContainText('otevřený');
  const title = (await pkg.getByRole('heading').first().textContent())!;
  const id = /#(\d+)/.exec(title)![1];

  await pkg.getByLabel('Kód bedny (KR-…)').fill('KR-NIKDE');
  await pkg.getByRole('button', { name: 'Přidat bednu' }).click();
  await expect(pkg.getByRole('alert')).toContainText('Kód KR-NIKDE neznáme');
  await pkg.getByLabel('Kód bedny (KR-…)').fill(crate.body.code);
  await pkg.getByRole('button', { name: 'Přidat bednu' }).click();
  await expect(pkg).toContainText(`Bedny: ${crate.body.code}`);

  await pkg.getByRole('button', { name: 'Odeslat' }).click();
  await confirmInDialog(page, `Odeslat balík #${id}? Jeho 1 bedna bude na cestě.`, 'Odeslat');
  await expect(pkg).toContainText('odeslaný');
  await pkg.getByRole('button', { name: 'Převzít' }).click();
  await confirmInDialog(page, `Převzít balík #${id} v pobočce BRN?`, 'Převzít');
  await expect(pkg).toContainText('převzatý');
  await pkg.getByRole('button', { name: 'Naskladnit' }).click();
  await confirmInDialog(page, 'Bedny budou stát v pobočce BRN', 'Naskladnit');
  await expect(pkg).toContainText('naskladněný');
  await expect(pkg.getByRole('button', { name: 'Naskladnit' })).toHaveCount(0);
  const stocked = await staffApi<CrateView>(page, 'GET', `/warehouse/crates/${crate.body.code}`);
  expect(stocked.body.place.branch).toBe('BRN');
  await expectNoViolations(page, '/admin/sklad/presuny after stocking');
});

test('branch audits: start one in Brno, scan racks, see expected against scanned and the found copy, cancel (cs)', async ({ page }) => {
  await open(page, '/admin/sklad/inventury', WAREHOUSE);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventury poboček' })).toBeVisible();
  // An audit left open by an earlier run of this test would refuse a new one: cancel it first.
  const listed = await staffApi<{ items: { id: number; branch: string; state: string }[] }>(page, 'GET', '/warehouse/audits');
  for (const a of listed.body.items.filter((x) => x.branch === 'BRN' && x.state === 'open')) await staffApi(page, 'POST', `/warehouse/audits/${a.id}/cancel`);
  await page.reload();
  await expectNoViolations(page, '/admin/sklad/inventury');

  // A copy shelved in Prague (the demo's crate KR-000004), scanned in Brno: found there.
  const crate = await staffApi<CrateView>(page, 'GET', '/warehouse/crates/KR-000004');
  const stray = crate.body.copies[0]!.copyId;

  const start = page.getByRole('button', { name: 'Začít inventuru' });
  await expectHydrated(start);
  await page.getByLabel('Pobočka').selectOption('BRN');
  await start.click();
  const audit = page.getByTestId('audit-current');
  await expect(audit.getByRole('heading', { level: 2 })).toContainText('– BRN');
  await expect(audit).toContainText('probíhá');
  await expect(audit).toContainText('Zatím žádný naskenovaný regál.');

  // Empty rack field: the form says so, nothing is sent.
  await audit.getByRole('button', { name: 'Uložit sken regálu' }).click();
  await expect(audit.getByText('Vyplňte toto pole')).toBeVisible();
  await audit.getByLabel('Regál', { exact: true }).fill('BRN-A02');
  await audit.getByRole('button', { name: 'Uložit sken regálu' }).click();
  await expect(audit.getByRole('table', { name: 'Regály' }).getByRole('row', { name: /BRN-A02/ })).toBeVisible();
  await audit.getByLabel('Regál', { exact: true }).fill('BRN-A01');
  await audit.getByLabel('Štítky výtisků nebo kódy beden na regálu').fill(`B${stray}\n`);
  await audit.getByRole('button', { name: 'Uložit sken regálu' }).click();
  const row = audit.getByRole('table', { name: 'Regály' }).getByRole('row', { name: /BRN-A01/ });
  await expect(row.getByRole('cell')).toHaveText(['BRN-A01', /\d+/, /\d+/, /-?\d+/, /.+/]);
  await expect(audit.getByRole('table', { name: 'Nalezeno jinde (budou přemístěny)' })).toContainText(`B${stray}`);
  await expect(audit.getByRole('table', { name: 'Nalezeno jinde (budou přemístěny)' })).toContainText('PRG-A0');
  await expectNoViolations(page, '/admin/sklad/inventury with an audit');

  // Cancel: nothing moves (the stray copy stays in Prague).
  await audit.getByRole('button', { name: 'Zrušit inventuru' }).click();
  await confirmInDialog(page, 'Nic se nezmění.', 'Zrušit inventuru');
  await expect(audit).toContainText('zrušená');
  await expect(audit.getByRole('button', { name: 'Dokončit inventuru' })).toHaveCount(0);
  const place = await staffApi<{ location: string }>(page, 'GET', `/warehouse/copies/${stray}`);
  expect(place.body.location).toContain('PRG-A0');
});

test('discard candidates: filter by age and discard a copy after the confirmation (en)', async ({ page }) => {
  await page.context().addCookies([{ name: 'bt_admin_lang', value: 'en', url: base() }]);
  const [copy] = await candidateCopies(SLOTS.discards, 'cs', 1_000_000);
  await open(page, '/admin/sklad/vyrazeni', WAREHOUSE, 'Sign in');
  await expect(page.getByRole('heading', { level: 1, name: 'Discarding unsold copies' })).toBeVisible();
  // The real list (oldest first) holds other tests' copies: the page is shown this test's own copy instead.
  let asked: string | null = null;
  await page.route('**/warehouse/discard-candidates**', async (route) => {
    asked = new URL(route.request().url()).searchParams.get('olderThanDays');
    const body: DiscardCandidates = {
      olderThanDays: Number(asked ?? 540),
      items: [{ copyId: copy!.bookId, title: 'Test copy', location: null, stockedAt: '2024-01-02T10:00:00Z', commission: false }],
    };
    await route.fulfill({ json: body });
  });
  const days = page.getByLabel('Unsold for more than (days)');
  await expectHydrated(days);
  await days.fill('abc');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Enter a whole number')).toBeVisible();
  await days.fill('30');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1 copy unsold for more than 30 days')).toBeVisible();
  expect(asked).toBe('30');
  await expectNoViolations(page, '/admin/sklad/vyrazeni (en)');

  const label = `B${copy!.bookId}`;
  await page.getByLabel(`Reason ${label}`).selectOption('damaged');
  await page.getByRole('button', { name: `Discard copy ${label}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Discard copy ${label} (Test copy) as “damaged”?`);
  await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText(`Copy ${label} discarded`)).toBeVisible();
  await expect(page.getByText('No copy has been unsold for more than 30 days.')).toBeVisible();
  const placed = await staffApi<{ discard: { reason: string; status: string } | null }>(page, 'GET', `/warehouse/copies/${copy!.bookId}`);
  expect(placed.body.discard).toMatchObject({ reason: 'damaged', status: 'discarded' });
  await page.unroute('**/warehouse/discard-candidates**');
});

test('the catalogue page: find and rename an author, edit a work and an edition, merge two authors (the old page redirects) (cs)', async ({ page }) => {
  test.slow();
  await open(page, '/admin/katalog', INTAKE);
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog – úpravy a slučování' })).toBeVisible();
  await expectNoViolations(page, '/admin/katalog');
  const tag = Date.now().toString(36);
  const make = async (title: string, author: string) => {
    const res = await staffApi<{ workId: number; editionId: number }>(page, 'POST', '/catalogue/editions', { title, authors: [{ name: author }], languageId: 1, year: 2001 });
    expect(res.status).toBe(201);
    return res.body;
  };
  const one = await make(`Katalogová kniha ${tag}`, `Autorka Katalogová ${tag}`);
  await make(`Druhá katalogová kniha ${tag}`, `Autorka Katalogova Duplikát ${tag}`);

  // Find the author, rename her.
  const search = page.getByRole('region', { name: 'Hledat', exact: true });
  await expectHydrated(search.getByRole('button', { name: 'Hledat' }));
  await search.getByLabel('Co hledám').selectOption('author');
  await search.getByLabel('Hledaný text').fill(`Autorka Katalog`);
  await search.getByRole('button', { name: 'Hledat' }).click();
  await page.getByRole('button', { name: new RegExp(`^Upravit Autorka Katalogová ${tag}`) }).click();
  const author = page.getByTestId('author-editor');
  await expect(author.getByLabel('Jméno')).toHaveValue(`Autorka Katalogová ${tag}`);
  const keep = Number(/#(\d+)/.exec((await author.getByRole('heading').textContent())!)![1]);
  await author.getByLabel('Jméno').fill('');
  await author.getByRole('button', { name: 'Uložit autora' }).click();
  await expect(author.getByText('Vyplňte toto pole')).toBeVisible();
  await author.getByLabel('Jméno').fill(`Autorka Přejmenovaná ${tag}`);
  await author.getByRole('button', { name: 'Uložit autora' }).click();
  await expect(page.getByText(`Autor #${keep} uložen`)).toBeVisible();

  // Find the work, edit its title and its edition's year.
  await search.getByLabel('Co hledám').selectOption('work');
  await search.getByLabel('Hledaný text').fill(`Katalogová kniha ${tag}`);
  await search.getByRole('button', { name: 'Hledat' }).click();
  await page.getByRole('button', { name: `Upravit Katalogová kniha ${tag} (#${one.workId})` }).click();
  const work = page.getByTestId('work-editor');
  await expect(work).toContainText(`Autorka Přejmenovaná ${tag}`);
  await work.getByLabel('Název díla').fill(`Katalogová kniha upravená ${tag}`);
  await work.getByRole('button', { name: 'Uložit dílo' }).click();
  await expect(page.getByText(`Dílo #${one.workId} uloženo`)).toBeVisible();
  await work.getByRole('button', { name: `Upravit vydání #${one.editionId}` }).click();
  await work.getByLabel('Rok vydání').fill('1850x');
  await work.getByRole('button', { name: 'Uložit vydání' }).click();
  await expect(work.getByText('Zadejte celé číslo')).toBeVisible();
  await work.getByLabel('Rok vydání').fill('1999');
  await work.getByRole('button', { name: 'Uložit vydání' }).click();
  await expect(work.getByRole('table', { name: 'Vydání' }).getByRole('row', { name: new RegExp(`#${one.editionId}`) })).toContainText('1999');
  await expectNoViolations(page, '/admin/katalog with the editors');

  // Merge the duplicate author into the renamed one: the preview says what moves, the dialog asks.
  const found = await staffApi<{ items: { id: number; name: string }[] }>(page, 'GET', `/catalogue/authors?q=${encodeURIComponent(`Duplikát ${tag}`)}`);
  const drop = found.body.items[0]!.id;
  const merge = page.getByRole('region', { name: 'Sloučit dva záznamy' });
  await merge.getByLabel('Co slučuji').selectOption('author');
  await merge.getByLabel('Číslo slučovaného záznamu (zanikne)').fill(String(keep));
  await merge.getByLabel('Číslo cílového záznamu (zůstane)').fill(String(keep));
  await merge.getByRole('button', { name: 'Ukázat, co se přesune' }).click();
  await expect(merge.getByRole('alert')).toHaveText('Záznam nejde sloučit sám se sebou.');
  await merge.getByLabel('Číslo slučovaného záznamu (zanikne)').fill(String(drop));
  await merge.getByRole('button', { name: 'Ukázat, co se přesune' }).click();
  const preview = page.getByTestId('merge-preview');
  await expect(preview).toContainText(`#${drop} Autorka Katalogova Duplikát ${tag}`);
  await expect(preview.getByRole('row', { name: /property_edges\.node_id/ })).toContainText('1');
  await expectNoViolations(page, '/admin/katalog with a merge preview');
  await preview.getByRole('button', { name: 'Sloučit' }).click();
  await confirmInDialog(page, `„Autorka Katalogova Duplikát ${tag}“ (#${drop}) zanikne`, 'Sloučit');
  await expect(page.getByText(`Sloučeno: #${drop} → #${keep}`)).toBeVisible();
  await expect(page.getByTestId('author-editor')).toContainText('2 díla');

  // The merged author's page: a permanent redirect to the survivor.
  const landed = await page.goto(`${base()}/a/${drop}`);
  const redirect = await landed!.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(308);
  expect(redirect?.headers().location).toMatch(new RegExp(`/a/${keep}$`));
  expect(new URL(page.url()).pathname).toBe(`/a/${keep}`);
});
