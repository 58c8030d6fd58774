import { rngFor } from '../prng';
import { slugify } from '../slugify';
import { BIRTHPLACES } from '../vocab/birthplaces';
import { writeBiography } from '../vocab/biography-templates';
import { TEXT_LANG_ID, type TextLang } from '../vocab/text-languages';
import { makePersonName, type PersonGender } from './person-name';

export interface PropertyNodeRecord {
  id: number;
  type: 'author' | 'publisher' | 'category' | 'series';
  name: string;
  slug: string;
  parentId: number | null;
  data: Record<string, unknown>;
}

export interface AuthorRecord extends PropertyNodeRecord {
  birthYear: number;
  deathYear: number | null;
}

/** Authors write in `lang`; a short biography in their language and in English. */
export function makeAuthor(seed: number, id: number, lang: TextLang, currentYear: number): AuthorRecord {
  const rng = rngFor(seed, 'author', id);
  const gender: PersonGender = rng.chance(0.55) ? 'm' : 'f';
  const name = makePersonName(rng, lang, gender);
  const birthYear = Math.min(currentYear - 22, 1995 - Math.floor(100 * Math.pow(rng.next(), 1.2)));
  let deathYear: number | null = null;
  if (birthYear < 1955 && rng.chance((1955 - birthYear) / 60)) {
    deathYear = Math.min(currentYear - 1, birthYear + rng.int(52, 96));
  }
  const place = rng.pick(BIRTHPLACES[lang]);
  const facts = { gender, birthYear, deathYear, place, profession: rng.int(0, 99), closing: rng.int(0, 99) };
  const biography: Record<string, string> = { [lang]: writeBiography(lang, facts) };
  if (lang !== 'en') biography.en = writeBiography('en', facts);
  return {
    id, type: 'author', name, slug: `${slugify(name)}-${id}`, parentId: null,
    birthYear, deathYear,
    data: {
      role: 'author', gender, languageId: TEXT_LANG_ID[lang], birthYear, ...(deathYear ? { deathYear } : {}),
      birthplace: place.english, biography,
    },
  };
}

/** Translators are author nodes too (no separate node type); they translate editions into `lang`. */
export function makeTranslator(seed: number, id: number, lang: TextLang): PropertyNodeRecord {
  const rng = rngFor(seed, 'translator', id);
  const gender: PersonGender = rng.chance(0.6) ? 'f' : 'm';
  const name = makePersonName(rng, lang, gender);
  return {
    id, type: 'author', name, slug: `${slugify(name)}-${id}`, parentId: null,
    data: { role: 'translator', gender, languageId: TEXT_LANG_ID[lang] },
  };
}

/** Commission sellers' public user hashes: 8–9 lowercase letters and digits (docs/product.md#user-filter). */
export function makeSellerHash(seed: number, index: number): string {
  const rng = rngFor(seed, 'seller', index);
  const alphabet = 'abcdefghijkmnopqrstuvwxyz23456789';
  const length = rng.chance(0.5) ? 8 : 9;
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}
