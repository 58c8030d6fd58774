/**
 * Issue 17, items 4 and 5, on cs and de-AT: the checkout speaks the storefront's language
 * (carriers by name, our own under the storefront brand, opening hours with local day names) and
 * its last step reads every choice back and links the terms and the privacy policy it asks to
 * accept. Nothing is ordered: the copies are only held in the cart.
 */
import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from '@/i18n/locales';
import { storeUrl } from '../support';
import { addCopies, candidateCopies, message, SERVER_WAIT, uniqueEmail } from '../purchase/purchase-support';

/** A slice of copy ids none of the purchase specs use (purchase-support's SLOTS end at 5). */
const SLOT = 7;

const CASES: Array<{
  locale: Locale; phone: string; carrier: string; kind: 'branch' | 'pudo'; pudoSearch: string | null; pointName: string;
  otherCarrier: string | null; paymentMethod: string;
}> = [
  { locale: 'cs', phone: '+420 603 123 456', carrier: 'Knihoběh', kind: 'branch', pudoSearch: null, pointName: 'Bookturn Praha – Nové Město', otherCarrier: 'Zásilkovna', paymentMethod: 'bank-transfer' },
  { locale: 'de-AT', phone: '+43 664 1234567', carrier: 'Packeta', kind: 'pudo', pudoSearch: 'Wien', pointName: 'Trafik Mariahilf', otherCarrier: 'Österreichische Post', paymentMethod: 'bank-transfer' },
];

for (const { locale, phone, carrier, kind, pudoSearch, pointName, otherCarrier, paymentMethod } of CASES) {
  test(`${locale}: the checkout names carriers and days in the storefront's language and its last step shows every choice`, async ({ page }) => {
    // One core, two workers (issue 19): over half of test.slow()'s 90 s; twice that.
    test.setTimeout(180_000);
    const text = (key: string, values?: Record<string, string | number>) => message(locale, 'checkout', key, values);
    await addCopies(page, locale, await candidateCopies(SLOT, locale, LOCALES[locale].currency === 'CZK' ? 40_000 : 4_000), 1);
    await page.goto(storeUrl(locale, 'cart'));
    const checkout = page.getByRole('region', { name: text('title') });
    const next = () => checkout.getByRole('button', { name: text('steps.continue'), exact: true }).click();

    const email = uniqueEmail(`lang-${locale}`);
    await checkout.getByLabel(text('contact.email'), { exact: true }).fill(email);
    await checkout.getByLabel(text('contact.name'), { exact: true }).fill('Jana Nováková');
    await checkout.getByLabel(text('contact.phone'), { exact: true }).fill(phone);
    await next();

    // Carriers by their names, never their codes; the shop's own service under the storefront's brand.
    const optionName = text('delivery.optionName', { carrier, kind: text(`delivery.kind.${kind}`) });
    // The radio's name goes on with its price; it starts with the option's name, case and all.
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const option = checkout.getByRole('radio', { name: new RegExp(`^${escape(optionName)}`) });
    await expect(option).toBeVisible(SERVER_WAIT);
    if (otherCarrier) await expect(checkout.getByRole('radio', { name: new RegExp(`^${otherCarrier} – `) }).first()).toBeVisible();
    await expect(checkout.getByRole('radio', { name: /^(bookturn|packeta|austrian-post) – / })).toHaveCount(0);
    await option.check();

    const points = checkout.getByRole('group', { name: text(kind === 'pudo' ? 'pudo.legend' : 'pudo.branchesLegend') });
    if (pudoSearch) await points.getByRole('searchbox', { name: text('pudo.search') }).fill(pudoSearch);
    const point = points.getByRole('radio', { name: new RegExp(pointName) });
    await expect(point).toBeVisible(SERVER_WAIT);
    // Opening hours with the storefront's day names: OSM's "Mo-Fr 09:00-19:00" is not shown as stored.
    const hours = points.getByText(new RegExp(`^${text('pudo.openingHours', { hours: '' }).trim()}`)).first();
    await expect(hours).toBeVisible();
    const hoursText = (await hours.textContent()) ?? '';
    // Stored ranges use hyphens ("Mo-Fr 09:00-19:00"); shown ones are formatted (en dashes, local day names).
    expect(hoursText).not.toMatch(/[A-Za-z]-[A-Za-z]|\d-\d/);
    expect(hoursText).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);
    if (locale === 'cs') expect(hoursText).toMatch(/po–pá/i);
    await point.check();
    await next();

    const payment = checkout.getByRole('radio', { name: text(`payment.method.${paymentMethod}`) });
    await payment.check();
    await next();

    // The last step reads every choice back.
    const summary = checkout.getByRole('region', { name: text('summary.heading') });
    await expect(summary).toContainText('Jana Nováková');
    await expect(summary).toContainText(email);
    await expect(summary).toContainText(phone);
    await expect(summary).toContainText(optionName);
    await expect(summary).toContainText(pointName);
    await expect(summary).toContainText(text(`payment.method.${paymentMethod}`));
    await expect(summary).toContainText(text('summary.total'), SERVER_WAIT);

    // The consent links the documents it refers to.
    const consent = checkout.getByRole('checkbox', { name: text('terms') });
    await expect(consent).toBeVisible();
    const links = checkout.locator('label').filter({ has: page.getByRole('checkbox', { name: text('terms') }) }).getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/c\/[^/]+$/);
  });
}

test('en: the checkout preselects no delivery country (the storefront serves readers anywhere)', async ({ page }) => {
  test.slow();
  const locale: Locale = 'en';
  const text = (key: string) => message(locale, 'checkout', key);
  await addCopies(page, locale, await candidateCopies(SLOT, locale, 4_000), 1);
  await page.goto(storeUrl(locale, 'cart'));
  const checkout = page.getByRole('region', { name: text('title') });
  await checkout.getByLabel(text('contact.email'), { exact: true }).fill(uniqueEmail('lang-en'));
  await checkout.getByLabel(text('contact.name'), { exact: true }).fill('Jane Doe');
  await checkout.getByLabel(text('contact.phone'), { exact: true }).fill('+420 603 123 456');
  await checkout.getByRole('button', { name: text('steps.continue'), exact: true }).click();
  const country = checkout.getByLabel(text('delivery.country'));
  await expect(country).toBeEnabled(SERVER_WAIT);
  await expect(country).toHaveValue('');
  await expect(country.locator('option:checked')).toHaveText(text('delivery.chooseCountry'));
});
