/**
 * The warehouse in the browser (issue 15 item 8), in Czech: the demo's warehouse employee scans a
 * copy at the shelving desk (its label is printed), a crate (the copy goes in) and a rack (the
 * crate goes onto it), with the keyboard and Enter as a scanner does; the copy's location follows
 * and axe finds nothing on the page. And the work queues (/admin/fronty): the same employee takes
 * the next job of the demo's "copies without a cover photo" queue and processes it; a denial is
 * reverted.
 */
import { expect, test } from '@playwright/test';
import { expectHydrated } from '../hydration';
import { candidateCopies, SLOTS } from '../purchase/purchase-support';
import { base, expectNoViolations, signIn, staffApi } from './admin-support';

const WAREHOUSE = { email: 'sklad@bookturn.test', password: 'bookturn-demo-sklad' };

test('a warehouse employee labels a copy, puts it into a crate and the crate onto a rack', async ({ page }) => {
  test.slow();
  const [copy] = await candidateCopies(SLOTS.warehouse, 'cs', 1_000_000);
  const label = `B${copy!.bookId}`;

  await page.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin/sklad')}`);
  await signIn(page, WAREHOUSE, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Sklad – naskladnění' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Sklad' })).toHaveAttribute('aria-current', 'page');

  const field = page.getByRole('textbox', { name: 'Kód (výtisk, bedna nebo regál)' });
  await expectHydrated(field);
  await expect(field).toBeFocused();
  await expectNoViolations(page, '/admin/sklad');

  // An unknown rack first: the desk says so and nothing moves.
  await field.fill('NIKDE-99');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Nejdřív naskenujte výtisk nebo bednu, pak regál (NIKDE-99)' })).toBeVisible();

  await field.fill(label);
  await field.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: `Výtisk ${label} čeká: naskenujte bednu nebo regál` })).toBeVisible();
  await expect(page.getByTestId('current-copy')).toHaveText(label);
  await expect(page.getByRole('link', { name: `Štítek ${label} (PDF)` })).toBeVisible();
  await expect(field).toBeFocused();

  await field.fill('KR-000007');
  await field.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: `Výtisk ${label} vložen do bedny KR-000007` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Obsah bedny KR-000007' })).toContainText(label);
  await expect(page.getByTestId('current-crate')).toHaveText('KR-000007');

  await field.fill('PRG-B01');
  await field.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Bedna KR-000007 uložena na regál PRG-B01' })).toBeVisible();
  await expect(page.getByTestId('current-crate')).toHaveText('žádná');
  await expectNoViolations(page, '/admin/sklad after the scans');

  const placed = await staffApi<{ location: string; labelledAt: string | null; moves: { kind: string }[] }>(page, 'GET', `/warehouse/copies/${copy!.bookId}`);
  expect(placed.status).toBe(200);
  expect(placed.body.location).toBe('PRG-B01 · KR-000007');
  expect(placed.body.labelledAt).not.toBeNull();
  expect(placed.body.moves.map((m) => m.kind)).toEqual(['crate', 'copy']);
});

test('a warehouse employee takes the next job of a work queue, processes one and reverts a denial', async ({ page }) => {
  test.slow();
  await page.goto(`${base()}/admin/login?next=${encodeURIComponent('/admin/fronty')}`);
  await signIn(page, WAREHOUSE, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Fronty úkolů' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Další úkol: Výtisky bez fotky obálky' });
  await expectHydrated(next);
  // Support's queue is not this employee's: no button, the permission it needs instead.
  await expect(page.getByRole('row', { name: /Nahlášené recenze/ })).toContainText('Na tuto frontu nemáte oprávnění (Zákaznická podpora).');
  await expectNoViolations(page, '/admin/fronty');

  await next.click();
  const job = page.getByRole('region', { name: /^Úkol #\d+$/ });
  await expect(job).toBeVisible();
  const first = (await job.getAttribute('aria-label'))!;
  await expect(job).toContainText('Výtisky bez fotky obálky');
  await expect(job).toContainText('copyId');
  await expectNoViolations(page, '/admin/fronty with a job');
  await job.getByLabel('Poznámka').fill('Obálka nafocena');
  await job.getByRole('button', { name: 'Zpracovat' }).click();
  await expect(page.getByText(`${first} zpracován`)).toBeVisible();
  await expect(job).toBeHidden();

  // The next job is another one; denied, then the denial reverted: it is held again, and processed.
  await next.click();
  await expect(job).toBeVisible();
  const second = (await job.getAttribute('aria-label'))!;
  expect(second).not.toBe(first);
  await job.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(page.getByText(`${second} zamítnut`)).toBeVisible();
  await page.getByRole('button', { name: 'Vrátit poslední zamítnutí' }).click();
  await expect(page.getByText(`Zamítnutí úkolu ${second.slice('Úkol '.length)} vráceno`)).toBeVisible();
  await expect(job).toHaveAttribute('aria-label', second);
  await job.getByRole('button', { name: 'Zpracovat' }).click();
  await expect(page.getByText(`${second} zpracován`)).toBeVisible();
});
