import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { giveConsent } from '../consent/consented';
import { expectHydrated } from '../hydration';
import { loginCodeFromOutbox } from '../outbox';
import { E2E_PORT, origin, storeUrl } from '../support';

const API = `http://127.0.0.1:${E2E_PORT}/api/adonis`;


async function logIn(page: Page, request: APIRequestContext, returnTo: string): Promise<string> {
  const email = `e2e-engagement-${Date.now()}@example.com`;
  await page.goto(`${storeUrl('en', 'login')}?returnTo=${encodeURIComponent(returnTo)}`);
  const send = page.getByRole('button', { name: 'Send me a code' });
  await expectHydrated(send);
  await page.getByLabel('E-mail').fill(email);
  await send.click();
  const code = await loginCodeFromOutbox(request, email);
  await expectHydrated(page.getByRole('button', { name: 'Log in', exact: true }));
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${origin('en')}${returnTo}`);
  return email;
}

/** A state-changing call to the demo's dev routes: the XSRF pair comes from the API's own cookie. */
async function devPost(request: APIRequestContext, path: string, data?: unknown): Promise<unknown> {
  await request.get(`${API}/health`, { maxRetries: 2 });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await request.post(`${API}${path}`, { data, headers: { 'x-xsrf-token': xsrf } });
  expect(res.ok(), path).toBe(true);
  return res.json();
}

test.describe('wishlist, watchdog and review (en)', () => {
  test('a customer wishes for a title, watches it, removes the watchdog and reviews it', async ({ page, request }) => {
    // A journey of a login and about ten page loads and server round trips: three times the default budget.
    // One core, two workers (issue 19): over half of test.slow()'s 90 s; twice that.
    test.setTimeout(180_000);
    await giveConsent(page.context(), 'en');
    const listing = await request.get(`${API}/v1/listing`, { maxRetries: 2, headers: { 'accept-language': 'en' } });
    const { items } = (await listing.json()) as { items: { workId: number; title: string }[] };
    const work = items[0]!;
    const workPath = `/g/${work.workId}`;
    await logIn(page, request, workPath);

    // wishlist: the title's toggle, then the account list
    const wish = page.getByRole('button', { name: /Add this title to my wishlist/ });
    await expectHydrated(wish);
    await wish.click();
    await expect(page.getByRole('button', { name: /Remove this title from my wishlist/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(storeUrl('en', 'accountWishlist'));
    await expect(page.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: work.title })).toBeVisible();

    // public profile: the customer shows the wishlist there; anyone with the link sees it read-only
    await page.goto(storeUrl('en', 'account'));
    const showWishlist = page.getByRole('checkbox', { name: 'Show my wishlist on my public profile' });
    await expectHydrated(showWishlist);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/users/current/public-info') && r.request().method() === 'PATCH' && r.ok()),
      showWishlist.check(),
    ]);
    await expect(showWishlist).toBeChecked();
    await page.getByRole('link', { name: 'View my public profile' }).click();
    await expect(page).toHaveURL(/\/user\/[0-9a-f]{9}$/);
    await page.getByRole('link', { name: 'Wishlist (1)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'This reader’s wishlist' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: work.title }).first()).toBeVisible();

    // watchdog: from the work page to the landing form, then the account list and removal
    await page.goto(`${origin('en')}${workPath}`);
    await page.getByRole('link', { name: /Tell me when it is in stock/ }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: `Watch “${work.title}”` })).toBeVisible();
    await expectHydrated(page.getByRole('button', { name: 'Create the watchdog' }));
    await page.getByRole('checkbox', { name: 'As new' }).check();
    await page.getByLabel(/Highest price/).fill('20');
    await page.getByRole('button', { name: 'Create the watchdog' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The watchdog is set' })).toBeVisible();
    await page.getByRole('link', { name: 'My watchdogs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My watchdogs' })).toBeVisible();
    await expect(page.getByText(/As new · up to €20\.00/)).toBeVisible();
    const remove = page.getByRole('button', { name: `Remove the watchdog “${work.title}”` });
    await expectHydrated(remove);
    await remove.click();
    await expect(page.getByText('You have no watchdogs yet.')).toBeVisible();

    // review: write one on the work page; it shows with edit and delete
    await page.goto(`${origin('en')}${workPath}`);
    const write = page.getByRole('button', { name: 'Write a review' });
    await expectHydrated(write);
    await write.click();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Your review').fill('A lovely edition, well kept.');
    await page.getByRole('button', { name: 'Publish' }).click();
    const mine = page.getByRole('article').filter({ hasText: 'A lovely edition, well kept.' });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(mine.getByLabel('4 out of 5')).toBeVisible();
  });

  test('a customer creates a watchdog from a listing filter, finds it in the account and is mailed when a matching copy is stocked', async ({ page, request }) => {
    // A login, four page loads, stocking a copy and a watchdog run: three times the default budget.
    test.slow();
    await giveConsent(page.context(), 'en');
    // Categories with copies in the languages the en storefront lists by default (its language chips).
    const languages = LOCALES.en.defaultLanguageFilters.map((id) => `language=${id}`).join('&');
    const listing = await request.get(`${API}/v1/listing?${languages}`, { maxRetries: 2, headers: { 'accept-language': 'en' } });
    const { facets } = (await listing.json()) as { facets: { categories: { id: number; name: string; parentId: number | null }[] } };
    const category = facets.categories.find((c) => c.parentId !== null) ?? facets.categories[0]!;
    const listingPath = resolvePath('listing', 'en', { filters: ['category', String(category.id)] });
    const email = await logIn(page, request, listingPath);

    // a heart on each tile: the first copy goes on the wishlist from the listing itself
    const heart = page.getByRole('button', { name: /^Add “.+” to my wishlist$/ }).first();
    const name = (await heart.getAttribute('aria-label'))!.replace(/^Add “(.+)” to my wishlist$/, '$1');
    await expectHydrated(heart);
    await heart.click();
    await expect(page.getByRole('button', { name: `Remove “${name}” from my wishlist` }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Tell me when it is in stock' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]filters=category%2F${category.id}$`));
    const create = page.getByRole('button', { name: 'Create the watchdog' });
    await expectHydrated(create);
    await create.click();
    await expect(page.getByRole('status').filter({ hasText: 'The watchdog is set' })).toBeVisible();
    await page.goto(storeUrl('en', 'accountWatchdog'));
    await expect(page.getByRole('heading', { level: 1, name: 'My watchdogs' })).toBeVisible();
    await expect(page.getByRole('main').getByText(category.name).first()).toBeVisible();

    // a new copy of an edition in that category is stocked (the demo's stand-in for intake), the job runs
    const inCategory = await request.get(`${API}/v1/listing?category=${category.id}&${languages}`, { maxRetries: 2, headers: { 'accept-language': 'en' } });
    const edition = ((await inCategory.json()) as { items: { editionId: number }[] }).items[0]!;
    await devPost(request, '/dev/books', { editionId: edition.editionId });
    await devPost(request, '/dev/watchdogs/run');
    await expect(async () => {
      const res = await request.get(`${API}/dev/outbox.json?to=${encodeURIComponent(email)}`, { maxRetries: 2 });
      const { items } = (await res.json()) as { items: { kind: string }[] };
      expect(items.some((m) => m.kind === 'watchdog' || m.kind === 'watchdog-digest')).toBe(true);
    }).toPass({ timeout: 10_000 });
  });

  test('the e-mail’s removal link: a bad token says the link is no longer valid', async ({ page }) => {
    await giveConsent(page.context(), 'cs');
    await page.goto(`${storeUrl('cs', 'removeWatchdog')}?token=${'A'.repeat(32)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zrušení hlídacího psa' })).toBeVisible();
    const remove = page.getByRole('button', { name: 'Zrušit hlídacího psa' });
    await expectHydrated(remove);
    await remove.click();
    await expect(page).toHaveURL(`${origin('cs')}/zrusit-hlidaciho-psa/invalid`);
    await expect(page.getByRole('status').filter({ hasText: 'Tento odkaz ke zrušení už neplatí' })).toBeVisible();
  });
});
