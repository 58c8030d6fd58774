import { pickBiography, shortenBiography, yearOf } from './biography';

describe('pickBiography', () => {
  const bios = { cs: 'Česky.', en: 'In English.', de: 'Auf Deutsch.' };

  it.each([
    ['cs', 'Česky.', 'cs'],
    ['de-AT', 'Auf Deutsch.', 'de'],
    ['fr-BE', 'In English.', 'en'],
    ['en', 'In English.', 'en'],
  ] as const)('%s reads %s', (locale, text, language) => {
    expect(pickBiography(bios, locale)).toEqual({ text, language });
  });

  it('takes any language when neither the storefront’s nor English exists', () => {
    expect(pickBiography({ it: 'In italiano.' }, 'cs')).toEqual({ text: 'In italiano.', language: 'it' });
  });

  it('has nothing for missing, malformed or blank biographies', () => {
    expect(pickBiography(undefined, 'cs')).toBeNull();
    expect(pickBiography('text', 'cs')).toBeNull();
    expect(pickBiography({ cs: '  ', en: 42 }, 'cs')).toBeNull();
  });
});

describe('shortenBiography', () => {
  it('keeps whole sentences that fit', () => {
    const text = 'First sentence. Second one! Third? Fourth sentence is here.';
    expect(shortenBiography(text, 30)).toBe('First sentence. Second one!');
    expect(shortenBiography(text, 500)).toBe(text);
  });

  it('cuts an overlong first sentence at a word boundary', () => {
    const text = 'A very long first sentence without any full stop that goes on and on';
    const short = shortenBiography(text, 30);
    expect(short).toBe('A very long first sentence…');
    expect(short.length).toBeLessThanOrEqual(31);
  });

  it('keeps text without a closing full stop', () => {
    expect(shortenBiography('Short and open-ended', 100)).toBe('Short and open-ended');
  });
});

describe('yearOf', () => {
  it('accepts integers only', () => {
    expect(yearOf(1950)).toBe(1950);
    expect(yearOf('1950')).toBeNull();
    expect(yearOf(19.5)).toBeNull();
    expect(yearOf(undefined)).toBeNull();
  });
});
