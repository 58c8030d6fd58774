/**
 * The suppliers list (/admin/supply/dodavatele_list, docs/product.md routes): a guest sells a book
 * by post through the storefront's API; an administrator finds them in the list by e-mail, with
 * their parcel still on its way, and opens their customer card. Axe finds nothing on the page.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { LeadView } from '@/contracts/buyback';
import { acceptedIsbns, apiPost } from '../buyback/buyback-support';
import { ADMIN, base, expectNoViolations, signIn } from './admin-support';

test('an administrator finds a new supplier by e-mail, with the parcel on its way, and opens their customer card', async ({ page, request }) => {
  test.slow();
  const [book] = await acceptedIsbns(request, 'cs', 1, 20);
  expect(book, 'an ISBN the shop buys').toBeDefined();
  const email = `dodavatel-${randomUUID()}@example.com`;
  const lead = await apiPost<LeadView>(request, '/v1/leads', {
    items: [{ isbn: book!.isbn, condition: 'like_new' }], payout: { method: 'wallet' }, contact: { name: 'Dodavatelka Testová', email },
  }, 'cs');
  expect(lead.status).toBe(201);
  const sent = await apiPost<LeadView>(request, `/v1/leads/${lead.body.id}/submit`, { transport: { kind: 'post', carrier: 'packeta' } }, 'cs', { 'x-lead-token': lead.body.token });
  expect(sent.status).toBe(200);

  await page.goto(`${base()}/admin/login?next=%2Fadmin%2Fsupply%2Fdodavatele_list`);
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodavatelé' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace administrace' }).getByRole('link', { name: 'Dodavatelé' })).toHaveAttribute('aria-current', 'page');

  const search = page.getByRole('main').getByRole('search', { name: 'Dodavatelé' });
  await search.getByLabel('E-mail, jméno nebo #id').fill(email);
  await search.getByRole('button', { name: 'Hledat' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('1 rozpracovaná');
  await expectNoViolations(page, '/admin/supply/dodavatele_list');

  await row.getByRole('link', { name: 'Dodavatelka Testová' }).click();
  await expect(page).toHaveURL(/\/admin\/zakaznici\/\d+$/);
  await expect(page.getByText(email).first()).toBeVisible();
});
