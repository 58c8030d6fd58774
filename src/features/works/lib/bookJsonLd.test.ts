import { originFor } from '@/i18n/locales';
import { bookResponseFixture, editionFixture, workResponseFixture, editionResponseFixture } from '../testing/fixtures';
import { copyJsonLd, editionJsonLd, itemCondition, workJsonLd } from './bookJsonLd';

const cs = originFor('cs');

describe('copy page JSON-LD', () => {
  it('describes the edition as a Book with the copy as an in-stock Offer', () => {
    const data = copyJsonLd(bookResponseFixture(), { locale: 'cs' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Babička',
      url: `${cs}/g/77/b/501`,
      isbn: '9788020412345',
      author: [{ '@type': 'Person', name: 'Božena Němcová', url: `${cs}/a/5` }],
      bookEdition: 'Odeon, 1978',
      bookFormat: 'https://schema.org/Hardcover',
      inLanguage: 'cs',
      numberOfPages: 256,
      image: `${cs}/api/adonis/v1/covers/77.svg`,
      offers: {
        '@type': 'Offer',
        price: '129.00',
        priceCurrency: 'CZK',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        url: `${cs}/g/77/b/501`,
      },
    });
    expect(data).not.toHaveProperty('translator', expect.anything());
  });

  it('prices in the storefront’s currency and marks a sold copy SoldOut', () => {
    const book = bookResponseFixture({ state: 'sold', priceX100: 520, currency: 'EUR', conditionId: 1 });
    const data = copyJsonLd(book, { locale: 'de-DE', port: '3210' });
    expect(data.offers).toMatchObject({ price: '5.20', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut', itemCondition: 'https://schema.org/NewCondition' });
    expect(data.url).toBe(`${originFor('de-DE', '3210')}/g/77/b/501`);
  });

  it('falls back to ISBN-10, names translators and paperbacks', () => {
    const edition = editionFixture({ isbn13: null, bindingId: 2, languageId: 4, translators: [{ id: 8, name: 'Anna Překladová' }] });
    const data = copyJsonLd(bookResponseFixture({ edition }), { locale: 'cs' });
    expect(data).toMatchObject({ isbn: '8020412345', bookFormat: 'https://schema.org/Paperback', inLanguage: 'de', translator: [{ name: 'Anna Překladová' }] });
  });

  it('maps conditions: as new → NewCondition, everything else used', () => {
    expect(itemCondition(1)).toBe('https://schema.org/NewCondition');
    for (const id of [2, 3, 4, 5]) expect(itemCondition(id)).toBe('https://schema.org/UsedCondition');
  });
});

describe('edition and work JSON-LD', () => {
  it('gives an edition the price range of its copies', () => {
    const data = editionJsonLd(editionResponseFixture(), { locale: 'cs' });
    expect(data).toMatchObject({ '@type': 'Book', url: `${cs}/g/77/m/91`, offers: { '@type': 'AggregateOffer', lowPrice: '99.00', priceCurrency: 'CZK', offerCount: 3 } });
  });

  it('leaves the offer out for an edition without copies', () => {
    const data = editionJsonLd(editionResponseFixture({ edition: editionFixture({ inStockCount: 0, lowestPriceX100: null }) }), { locale: 'cs' });
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('offers');
  });

  it('describes a work with its rating and editions', () => {
    const data = JSON.parse(JSON.stringify(workJsonLd(workResponseFixture(), { locale: 'cs' })));
    expect(data).toMatchObject({
      '@type': 'Book', name: 'Babička', url: `${cs}/g/77`,
      aggregateRating: { ratingValue: 4.5, ratingCount: 12 },
      workExample: [{ '@type': 'Book', isbn: '9788020412345', url: `${cs}/g/77/m/91`, offers: { lowPrice: '99.00' } }, { url: `${cs}/g/77/m/92`, bookFormat: 'https://schema.org/Paperback' }],
    });
    expect(data.workExample[1]).not.toHaveProperty('offers');
  });
});
