import { rngFor } from '../prng';
import { TEXT_LANGS } from '../vocab/text-languages';
import { ADJECTIVES } from '../vocab/title-adjectives';
import { NOUNS } from '../vocab/title-nouns';
import { BOOK_KINDS } from './book-kinds';
import { nounPhrase } from './title-grammar';
import { generateWorkTitle, renderTitle, type TitleSpec } from './title-spec';

const noun = (en: string) => NOUNS.find((n) => n.forms.en === en)!;
const adj = (en: string) => ADJECTIVES.find((a) => a.forms.en === en)!;
const idx = <T>(list: readonly T[], item: T) => list.indexOf(item);

describe('title grammar', () => {
  it('agrees adjectives with the noun and places articles per language', () => {
    const lastSummer: TitleSpec = { t: 'adjNounPlace', adj: idx(ADJECTIVES, adj('Last')), noun: idx(NOUNS, noun('Summer')), place: 0 };
    expect(Object.fromEntries(TEXT_LANGS.map((l) => [l, renderTitle(lastSummer, l)]))).toEqual({
      cs: 'Poslední léto v Praze',
      sk: 'Posledné leto v Prahe',
      en: 'The Last Summer in Prague',
      de: 'Der letzte Sommer in Prag',
      es: 'El último verano en Praga',
      it: "L'ultima estate a Praga",
      nl: 'De laatste zomer in Praag',
      fr: 'Le dernier été à Prague',
    });
  });

  it.each([
    ['cs', 'Silent', 'Night', 'definite', 'tichá noc'],
    ['cs', 'Silent', 'Mirror', 'definite', 'tiché zrcadlo'],
    ['sk', 'Black', 'Forest', 'definite', 'čierny les'],
    ['it', null, 'Mirror', 'definite', 'lo specchio'],
    ['it', null, 'Island', 'definite', "l'isola"],
    ['fr', null, 'Hedgehog', 'definite', 'le hérisson'],
    ['fr', null, 'Winter', 'definite', "l'hiver"],
    ['fr', 'Old', 'Winter', 'definite', "le vieil hiver"],
    ['fr', 'Old', 'City', 'definite', 'la vieille ville'],
    ['es', 'Great', 'Night', 'definite', 'la gran noche'],
    ['de', 'Glass', 'House', 'definite', 'das gläserne Haus'],
    ['nl', 'Silent', 'House', 'definite', 'het stille huis'],
    ['en', null, 'Love', 'definite', 'Love'],
    ['en', null, 'Island', 'indefinite', 'an Island'],
    ['it', null, 'Island', 'indefinite', "un'isola"],
    ['it', null, 'Mirror', 'indefinite', 'uno specchio'],
    ['de', null, 'Summer', 'indefinite', 'Sommer'],
  ] as const)('%s: %s + %s (%s) → %s', (lang, adjective, nounEn, article, expected) => {
    expect(nounPhrase(lang, noun(nounEn), adjective ? adj(adjective) : null, article)).toBe(expected);
  });

  it('renders every kind in every language without placeholders', () => {
    for (const kind of Object.keys(BOOK_KINDS)) {
      for (let i = 0; i < 15; i++) {
        const title = generateWorkTitle(rngFor(1, kind, i), kind, 'cs');
        for (const lang of TEXT_LANGS) {
          const text = renderTitle(title.spec, lang);
          expect(text).toMatch(/^\p{Lu}/u);
          expect(text).not.toMatch(/undefined|null|:(m|f|n|de|het)\b|\^|\||!$/);
          expect(text).toBe(text.trim());
          if (title.subtitle) expect(title.subtitle[lang]).toBeTruthy();
        }
      }
    }
  });
});
