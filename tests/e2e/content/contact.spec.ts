import { expect, test } from '@playwright/test';
import { giveConsent } from '../consent/consented';
import { expectHydrated } from '../hydration';
import { E2E_PORT, storeUrl } from '../support';

test.describe('contact form', () => {
  test('cs: shows field errors, then sends the message to customer service', async ({ page, request }) => {
    // Without a choice the cookie bar (a dialog) holds the focus the form hands to its result.
    await giveConsent(page.context(), 'cs');
    // A new browser's first API call here is the form's POST: it fetches its XSRF token first rather
    // than being refused and retried (a refusal shows as an error in the shopper's console).
    const failed: string[] = [];
    page.on('response', (response) => { if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`); });
    expect((await page.goto(storeUrl('cs', 'contact')))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('link', { name: 'podpora@bookturn.example' })).toBeVisible();

    await expectHydrated(page.getByRole('button', { name: 'Odeslat zprávu' }));
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Opravte prosím označená pole.');
    await expect(page.getByLabel('Vaše jméno')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Vaše jméno')).toBeFocused();

    const unique = `e2e-${Date.now()}@example.com`;
    await page.getByLabel('Vaše jméno').fill('Jana Testová');
    await page.getByLabel('Váš e-mail').fill(unique);
    await page.getByLabel('Předmět').fill('Dotaz na objednávku');
    await page.getByLabel('Zpráva', { exact: true }).fill('Dobrý den, kdy mi dorazí balík s knihami?');
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByRole('heading', { name: 'Děkujeme, zpráva byla odeslána' })).toBeFocused();

    // Node cannot resolve *.localhost; the outbox is the same API on the loopback address.
    const outbox = await request.get(`http://127.0.0.1:${E2E_PORT}/api/adonis/dev/outbox.json`, { maxRetries: 2 });
    expect(outbox.ok()).toBe(true);
    const text = JSON.stringify(await outbox.json());
    expect(text).toContain('Kontaktní formulář: Dotaz na objednávku');
    expect(failed).toEqual([]);
  });

  test('fr-BE: the form speaks French and refuses a bad e-mail', async ({ page }) => {
    await page.goto(storeUrl('fr-BE', 'contact'));
    await expectHydrated(page.getByRole('button', { name: 'Envoyer le message' }));
    await page.getByLabel('Votre e-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  });
});
