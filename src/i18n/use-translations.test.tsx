/** @jest-environment jsdom */
import { render } from '@testing-library/react';
// eslint-disable-next-line no-restricted-syntax -- next-intl's own hook, to compare with
import { NextIntlClientProvider, useTranslations as useNextIntlTranslations, type AbstractIntlMessages } from 'next-intl';
import { useTranslations } from './use-translations';

// Raw ICU messages: jest formats with use-intl's own formatter (the precompiled form needs the
// build's alias to format-only, src/i18n/format-message.ts), for both hooks alike.
const messages: Record<string, AbstractIntlMessages> = {
  shop: {
    plain: 'Knihy',
    count: '{count, plural, one {# kniha} few {# knihy} other {# knih}}',
    price: 'Cena {price, number}',
    rich: 'Přečtěte si <b>podmínky</b>',
    nested: { deep: 'Hluboko' },
  },
  other: { plain: 'Jiné' },
};

type Probe = (t: ReturnType<typeof useTranslations>) => void;

function Both({ namespace, probe }: { namespace: 'shop' | 'shop.nested' | 'other'; probe: Probe }) {
  const ours = useTranslations(namespace as never);
  const theirs = useNextIntlTranslations(namespace as never);
  probe(ours);
  probe(theirs as never);
  return null;
}

function renderIn(locale: string, ui: React.ReactNode, tree: Record<string, AbstractIntlMessages> = messages) {
  return render(
    <NextIntlClientProvider locale={locale} messages={tree} timeZone="Europe/Prague">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('useTranslations (kept translators, ADR 0033)', () => {
  it("formats every kind of message as next-intl's hook does", () => {
    const results: string[][] = [];
    const probe: Probe = (t) => {
      const tt = t as unknown as ((key: string, values?: object) => string) & { rich: (key: string, values: object) => unknown; has: (key: string) => boolean; raw: (key: string) => unknown };
      const rich = tt.rich('rich', { b: (chunks: React.ReactNode) => `[${String(chunks)}]` });
      results.push([
        tt('plain'), tt('count', { count: 1 }), tt('count', { count: 3 }), tt('count', { count: 1234 }), tt('price', { price: 1234.5 }),
        JSON.stringify(rich), String(tt.has('plain')), String(tt.has('nope')), tt('nested.deep'),
      ]);
    };
    renderIn('cs', <Both namespace="shop" probe={probe} />);
    expect(results[0]).toEqual(results[1]);
    const cs = new Intl.NumberFormat('cs');
    expect(results[0].slice(0, 5)).toEqual(['Knihy', '1 kniha', '3 knihy', `${cs.format(1234)} knih`, `Cena ${cs.format(1234.5)}`]);
    expect(results[0].slice(6)).toEqual(['true', 'false', 'Hluboko']);
  });

  it('reads a nested namespace and reports a missing key the same way', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const results: string[][] = [];
    renderIn('cs', <Both namespace="shop.nested" probe={(t) => results.push([(t as unknown as (k: string) => string)('deep'), (t as unknown as (k: string) => string)('missing')])} />);
    expect(results[0]).toEqual(results[1]);
    expect(results[0][0]).toBe('Hluboko');
    expect(results[0][1]).toBe('shop.nested.missing');
    // Each hook reports the missing key (use-intl's default: the console).
    expect(errors.mock.calls.map(([error]) => String(error))).toEqual(['Error: MISSING_MESSAGE: shop.nested.missing (cs)', 'Error: MISSING_MESSAGE: shop.nested.missing (cs)']);
    errors.mockRestore();
  });

  it('keeps one translator per namespace, locale and messages: across components and renders', () => {
    const seen: unknown[] = [];
    const Keep = ({ namespace }: { namespace: 'shop' | 'other' }) => {
      seen.push(useTranslations(namespace as never));
      return null;
    };
    const first = renderIn('cs', <><Keep namespace="shop" /><Keep namespace="shop" /><Keep namespace="other" /></>);
    first.unmount();
    renderIn('cs', <Keep namespace="shop" />);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[3]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('makes its own translator for another locale with the same messages (de-AT and de-DE share theirs)', () => {
    const out: string[] = [];
    const Price = () => {
      out.push((useTranslations('shop' as never) as unknown as (k: string, v: object) => string)('price', { price: 1234.5 }));
      return null;
    };
    renderIn('de-AT', <Price />);
    renderIn('de-DE', <Price />);
    expect(out).toEqual([new Intl.NumberFormat('de-AT').format(1234.5), new Intl.NumberFormat('de-DE').format(1234.5)].map((n) => `Cena ${n}`));
    expect(out[0]).not.toBe(out[1]);
  });

  it('follows new messages (a client navigation brings the next page’s)', () => {
    const out: string[] = [];
    const Plain = () => {
      out.push((useTranslations('other' as never) as unknown as (k: string) => string)('plain'));
      return null;
    };
    renderIn('cs', <Plain />);
    renderIn('cs', <Plain />, { ...messages, other: { plain: 'Nové' } });
    expect(out).toEqual(['Jiné', 'Nové']);
  });
});
