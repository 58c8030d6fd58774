/**
 * The order desk in the browser (issue 13 item 4): an administrator finds a new order by its
 * number, opens it from the list, tags it, comments on it, finds it again by the list's tag and
 * comment filters, and cancels it (the desk's dialog asks first; Escape leaves it be); the state,
 * the journal (its system rows in Czech) and the toasts say what happened, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { expectHydrated } from '../hydration';
import { SLOTS } from '../purchase/purchase-support';
import { ADMIN, base, confirmInDialog, expectNoViolations, placeOrder, signIn } from './admin-support';

test('an administrator opens an order from the list, tags it, comments on it and cancels it', async ({ page, request }) => {
  // Sign-in, a search, four actions each reloading the order, and an axe pass: a journey.
  // One core, two workers (issue 19): over half of test.slow()'s 90 s; twice that.
  test.setTimeout(180_000);
  const number = await placeOrder(request, SLOTS.orderDesk);

  await page.goto(`${base()}/admin/login?next=${encodeURIComponent(`/admin/objednavky?q=${number}`)}`);
  await signIn(page, ADMIN, 'Přihlásit se');
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
  const link = page.getByRole('table').getByRole('link', { name: number });
  await expectHydrated(link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${number}` })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Stav' })).toHaveText('Čeká na platbu');
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(2);
  await expectNoViolations(page, '/admin/objednavky/[id]');

  const tags = page.getByRole('region', { name: 'Štítky' });
  await expectHydrated(tags.getByRole('button', { name: 'Přidat štítek' }));
  await tags.getByLabel('Štítek').fill('vip');
  await tags.getByRole('button', { name: 'Přidat štítek' }).click();
  await expect(page.getByText('Hotovo: Přidat štítek')).toBeVisible();
  await expect(tags.getByRole('button', { name: 'Odebrat štítek vip' })).toBeVisible();

  const comments = page.getByRole('region', { name: 'Komentáře' });
  await comments.getByLabel('Nový komentář').fill('Zákazník volal, chce zrušit.');
  await comments.getByRole('button', { name: 'Přidat komentář' }).click();
  await expect(comments.getByRole('list', { name: 'Komentáře' }).getByText('Zákazník volal, chce zrušit.')).toBeVisible();

  // The list finds it by the new filters, kept in the URL: its tag and an open comment.
  await page.getByRole('link', { name: '← Zpět na objednávky' }).click();
  const filters = page.getByRole('form', { name: 'Filtry' });
  await expectHydrated(filters.getByRole('button', { name: 'Použít' }));
  await filters.getByRole('textbox', { name: 'Štítek', exact: true }).fill('vip');
  await filters.getByRole('combobox', { name: 'Komentáře' }).selectOption('open');
  await filters.getByLabel('Číslo objednávky, e-mail, jméno, ID výtisku nebo ISBN').fill(number);
  await filters.getByRole('button', { name: 'Použít' }).click();
  await expect(page).toHaveURL(/[?&]tag=vip(&|$)/);
  await expect(page).toHaveURL(/[?&]hasComment=open(&|$)/);
  await expect(page.getByRole('table').getByRole('link', { name: number })).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${number}` })).toBeVisible();

  const cancel = page.getByRole('form', { name: 'Zrušit objednávku' });
  await cancel.getByLabel('Důvod (do deníku)').fill('na přání zákazníka');
  // The desk's own dialog asks first: Escape leaves the order as it was; its confirm button cancels it.
  await cancel.getByRole('button', { name: 'Zrušit objednávku' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Zrušit objednávku' });
  await expect(ask).toContainText(number);
  await expectNoViolations(page, 'confirm dialog');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Stav' })).not.toHaveText('Zrušená');
  await expect(cancel.getByRole('button', { name: 'Zrušit objednávku' })).toBeFocused();
  await cancel.getByRole('button', { name: 'Zrušit objednávku' }).click();
  await confirmInDialog(page, number, 'Zrušit objednávku');
  await expect(page.getByText('Hotovo: Zrušit objednávku')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Stav' })).toHaveText('Zrušená');
  const journal = page.getByRole('table').last();
  await expect(journal).toContainText('na přání zákazníka');
  // The journal's system rows in the admin's language, from their events (not the stored English).
  await expect(journal).toContainText('Čeká na platbu: Bankovní převod');
  await expect(journal).toContainText('Přidán štítek vip');
  await expect(journal).not.toContainText('waiting for');
  await expect(page.getByRole('form', { name: 'Zrušit objednávku' })).toHaveCount(0);
});
