/**
 * The warehouse in the browser (issue 15 item 8), in Czech: the demo's warehouse employee scans a
 * copy at the shelving desk (its label is printed), a crate (the copy goes in) and a rack (the
 * crate goes onto it), with the keyboard and Enter as a scanner does; the copy's location follows
 * and axe finds nothing on the page.
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
