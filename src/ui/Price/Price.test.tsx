/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { UiTestProviders } from '../testing/UiTestProviders';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from './formatMoney';
import { Price } from './Price';

/** Intl puts (narrow) no-break spaces in "1 290,00 Kč"; compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each<[Locale, number, 'CZK' | 'EUR', string]>([
    ['cs', 12900, 'CZK', '129,00 Kč'],
    ['cs', 129000, 'CZK', '1 290,00 Kč'],
    ['sk', 1999, 'EUR', '19,99 €'],
    ['de-DE', 1999, 'EUR', '19,99 €'],
    ['de-AT', 1999, 'EUR', '€ 19,99'],
    ['en', 1999, 'EUR', '€19.99'],
    ['nl-NL', 1999, 'EUR', '€ 19,99'],
    ['fr-FR', 123456, 'EUR', '1 234,56 €'],
  ])('%s formats %i hundredths of %s as %s', (locale, amount, currency, expected) => {
    expect(plain(formatMoney(amount, currency, locale))).toBe(expected);
  });

  it('refuses a float: money is integer hundredths end to end', () => {
    expect(() => formatMoney(12.5, 'CZK', 'cs')).toThrow(/integer hundredths/);
  });
});

describe('<Price>', () => {
  let messages: Record<string, Messages>;
  beforeAll(async () => {
    messages = { cs: await loadMessages('cs'), 'de-DE': await loadMessages('de-DE') };
  });

  const renderPrice = (locale: Locale, element: React.ReactElement) =>
    render(
      <UiTestProviders locale={locale} messages={messages[locale]}>
        {element}
      </UiTestProviders>,
    );

  it('shows a CZK price on the Czech storefront', () => {
    const { container } = renderPrice('cs', <Price amountX100={12900} currency="CZK" />);
    expect(plain(container.textContent)).toBe('129,00 Kč');
    expect(container.querySelector('del')).toBeNull();
  });

  it('strikes the previous EUR price through and names both prices for screen readers', () => {
    const { container } = renderPrice('de-DE', <Price amountX100={990} previousAmountX100={1490} currency="EUR" />);
    expect(plain(container.querySelector('del')?.textContent)).toBe('14,90 €');
    expect(plain(container.textContent)).toBe('Ursprünglicher Preis: 14,90 €Jetzt: 9,90 €');
    expect(screen.getByText('Ursprünglicher Preis:', { exact: false })).toBeInTheDocument();
  });

  it('ignores a "previous" price that is not higher (no fake discount)', () => {
    const { container } = renderPrice('cs', <Price amountX100={12900} previousAmountX100={12900} currency="CZK" />);
    expect(container.querySelector('del')).toBeNull();
  });
});
