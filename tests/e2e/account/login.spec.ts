import { expect, test } from '@playwright/test';
import { giveConsent } from '../consent/consented';
import { expectHydrated } from '../hydration';
import { loginCodeFromOutbox } from '../outbox';
import { origin, storeUrl } from '../support';


test.describe('login with an e-mail passcode', () => {
  // Also in the PGlite smoke run: the login code reaches the outbox of the embedded database.
  test('cs: the account sends an anonymous visitor to login; the code from the e-mail logs in and comes back; logout ends it', { tag: '@pglite' }, async ({ page, request }) => {
    // A login journey (five page loads, the outbox): 13 s on a loaded two-core machine.
    test.slow();
    await giveConsent(page.context(), 'cs');
    const email = `e2e-login-${Date.now()}@example.com`;

    await page.goto(storeUrl('cs', 'accountOrders'));
    await expect(page).toHaveURL(`${origin('cs')}/login?returnTo=%2Faccount%2Forders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();

    const send = page.getByRole('button', { name: 'Poslat kód' });
    await expectHydrated(send);
    await page.getByLabel('E-mail').fill(email);
    await send.click();
    await expect(page).toHaveURL(/\/login\/kod\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zadejte kód' })).toBeFocused();

    const code = await loginCodeFromOutbox(request, email);
    await expectHydrated(page.getByRole('button', { name: 'Přihlásit se' }));
    await page.getByLabel('Kód z e-mailu').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Kód je špatný');

    await page.getByLabel('Kód z e-mailu').fill(code);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(`${origin('cs')}/account/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje objednávky' })).toBeVisible();
    await expect(page.getByText('Zatím nemáte žádné objednávky.')).toBeVisible();
    // No name given yet: the header says "my account", never the e-mail address (issue 17).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Můj účet', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).not.toContainText(email);

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'bt_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(`${origin('cs')}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' })).toBeVisible();
    await page.goto(storeUrl('cs', 'account'));
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });
});
