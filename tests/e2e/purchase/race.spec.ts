import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@/i18n/locales';
import { storeUrl } from '../support';
import { bookUrl, candidateCopies, message, SERVER_WAIT, SLOTS, type Copy } from './purchase-support';
import { giveConsent } from '../consent/consented';
import { expectHydrated } from '../hydration';

/**
 * Two shoppers in two browsers (a Czech and a German storefront) reach for the same unique copy at
 * the same moment. The copy is held for exactly one of them; the other is told, in their own
 * language, that someone else has it in their cart — and their cart stays empty.
 */
interface Shopper { page: Page; locale: Locale }

const addButton = ({ page, locale }: Shopper) => page.getByRole('main').getByRole('button', { name: message(locale, 'book', 'copy.addToCart') });
const addedDialog = ({ page, locale }: Shopper) => page.getByRole('dialog', { name: message(locale, 'common', 'addToCart.title') });
const refusal = ({ page }: Shopper) => page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });

/** Both click "add" at once; resolves to who got the copy (null: neither — a hold left by an earlier run). */
async function race(shoppers: [Shopper, Shopper], copy: Copy): Promise<{ winner: Shopper; loser: Shopper } | null> {
  await Promise.all(shoppers.map(({ page, locale }) => giveConsent(page.context(), locale)));
  await Promise.all(shoppers.map(({ page, locale }) => page.goto(bookUrl(locale, copy))));
  await Promise.all(shoppers.map((s) => expectHydrated(addButton(s))));
  await Promise.all(shoppers.map((s) => addButton(s).click()));
  const won = await Promise.all(
    shoppers.map(async (s) => {
      await expect(addedDialog(s).or(refusal(s)).first()).toBeVisible(SERVER_WAIT);
      return addedDialog(s).isVisible();
    }),
  );
  if (!won[0] && !won[1]) return null;
  expect(won[0] && won[1], 'both shoppers were given the same copy').toBe(false);
  return won[0] ? { winner: shoppers[0], loser: shoppers[1] } : { winner: shoppers[1], loser: shoppers[0] };
}

test('two browsers race for one copy: exactly one holds it, the other is told clearly', async ({ browser }) => {
  test.setTimeout(120_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const shoppers: [Shopper, Shopper] = [
      { page: await contexts[0].newPage(), locale: 'cs' },
      { page: await contexts[1].newPage(), locale: 'de-DE' },
    ];
    const candidates = await candidateCopies(SLOTS.race, 'cs', Number.MAX_SAFE_INTEGER);
    let outcome: Awaited<ReturnType<typeof race>> = null;
    let copy: Copy | undefined;
    for (const candidate of candidates.slice(0, 4)) {
      outcome = await race(shoppers, candidate);
      copy = candidate;
      if (outcome) break;
    }
    expect(outcome, 'a free copy to race for').not.toBeNull();
    const { winner, loser } = outcome!;

    await expect(refusal(loser)).toHaveText(message(loser.locale, 'cart', 'add.failure.held'), SERVER_WAIT);
    await expect(addedDialog(loser)).toHaveCount(0);
    // Trying again changes nothing while the winner holds it.
    await addButton(loser).click();
    await expect(refusal(loser)).toHaveText(message(loser.locale, 'cart', 'add.failure.held'), SERVER_WAIT);

    await loser.page.goto(storeUrl(loser.locale, 'cart'));
    await expect(loser.page.getByText(message(loser.locale, 'cart', 'empty.text'))).toBeVisible();

    await winner.page.goto(storeUrl(winner.locale, 'cart'));
    await expect(winner.page.getByRole('main').getByRole('link', { name: copy!.edition.title }).first()).toBeVisible();
    await expect(winner.page.getByRole('timer')).toHaveCount(1);
    // The winner lets it go: the hold ends with it, and the copy is free again (also for a rerun).
    const remove = winner.page.getByRole('button', { name: message(winner.locale, 'cart', 'line.removeLabel', { title: copy!.edition.title }) });
    await expectHydrated(remove);
    await remove.click();
    await expect(winner.page.getByText(message(winner.locale, 'cart', 'empty.text'))).toBeVisible(SERVER_WAIT);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
