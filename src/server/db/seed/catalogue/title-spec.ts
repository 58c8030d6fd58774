import type { Rng } from '../prng';
import { ADJECTIVES } from '../vocab/title-adjectives';
import { NOUNS } from '../vocab/title-nouns';
import { CHARACTER_NAMES, PLACES } from '../vocab/title-places';
import { BIOGRAPHY_SUBTITLES, GUIDE_SUBTITLE, NONFICTION_SUBTITLES, NONFICTION_TOPICS } from '../vocab/nonfiction-topics';
import type { TextLang, Texts } from '../vocab/text-languages';
import { BOOK_KINDS } from './book-kinds';
import { makePersonName, type PersonGender } from './person-name';
import { AND, capitalizeFirst, nounPhrase } from './title-grammar';

/**
 * A title described independently of language, so that a work's editions carry the same
 * title in each of their languages: "Poslední léto v Praze" / "The Last Summer in Prague" /
 * "Der letzte Sommer in Prag".
 */
export type TitleSpec =
  | { t: 'adjNoun'; adj: number; noun: number; the: boolean }
  | { t: 'noun'; noun: number }
  | { t: 'nounAndNoun'; noun: number; noun2: number }
  | { t: 'nameAndNoun'; name: number; noun: number }
  | { t: 'nounPlace'; noun: number; place: number }
  | { t: 'adjNounPlace'; adj: number; noun: number; place: number }
  | { t: 'topic'; kind: string; topic: number }
  | { t: 'guide'; place: number }
  | { t: 'person'; name: string };

export interface WorkTitle {
  spec: TitleSpec;
  subtitle: Texts | null;
}

const byTags = <T extends { tags: string }>(rows: readonly T[], tags: string): number[] => {
  const out: number[] = [];
  rows.forEach((row, i) => {
    for (const tag of tags) if (row.tags.includes(tag)) { out.push(i); return; }
  });
  return out;
};

const nounCache = new Map<string, number[]>();
const adjCache = new Map<string, number[]>();
const nounsFor = (tags: string) => nounCache.get(tags) ?? nounCache.set(tags, byTags(NOUNS, tags)).get(tags)!;
const adjectivesFor = (tags: string) => adjCache.get(tags) ?? adjCache.set(tags, byTags(ADJECTIVES, tags)).get(tags)!;
const CITY_PLACES = PLACES.map((p, i) => (p.name ? i : -1)).filter((i) => i >= 0);

/** Picks a title for a work of `kindKey`; `origin` names the people in biographies. */
export function generateWorkTitle(rng: Rng, kindKey: string, origin: TextLang): WorkTitle {
  const kind = BOOK_KINDS[kindKey];
  switch (kind.style) {
    case 'topic': {
      const topics = NONFICTION_TOPICS[kindKey];
      return { spec: { t: 'topic', kind: kindKey, topic: rng.int(0, topics.length - 1) }, subtitle: rng.chance(0.35) ? rng.pick(NONFICTION_SUBTITLES) : null };
    }
    case 'guide':
      return { spec: { t: 'guide', place: rng.pick(CITY_PLACES) }, subtitle: GUIDE_SUBTITLE };
    case 'biography': {
      const gender: PersonGender = rng.chance(0.6) ? 'm' : 'f';
      return { spec: { t: 'person', name: makePersonName(rng, origin, gender) }, subtitle: rng.pick(BIOGRAPHY_SUBTITLES) };
    }
    default:
      return { spec: literarySpec(rng, kind.tags), subtitle: kind.label && rng.chance(kind.labelChance) ? kind.label : null };
  }
}

function literarySpec(rng: Rng, tags: string): TitleSpec {
  const nouns = nounsFor(tags);
  const adjectives = adjectivesFor(tags);
  const noun = rng.pick(nouns);
  const adjFor = (n: number): number => {
    // Avoid "Le secret secret": adjective and noun must be different concepts.
    for (;;) {
      const adj = rng.pick(adjectives);
      if (ADJECTIVES[adj].forms.en !== NOUNS[n].forms.en) return adj;
    }
  };
  const template = rng.weighted<TitleSpec['t']>([
    ['adjNoun', 30], ['noun', 12], ['nounAndNoun', 14], ['nameAndNoun', tags.includes('K') ? 30 : 6],
    ['nounPlace', 22], ['adjNounPlace', 10],
  ]);
  switch (template) {
    case 'adjNoun': return { t: 'adjNoun', adj: adjFor(noun), noun, the: rng.chance(0.5) };
    case 'noun': return { t: 'noun', noun };
    case 'nounAndNoun': {
      let noun2 = rng.pick(nouns);
      if (noun2 === noun) noun2 = (noun2 + 1) % NOUNS.length;
      return { t: 'nounAndNoun', noun, noun2 };
    }
    case 'nameAndNoun': return { t: 'nameAndNoun', name: rng.int(0, CHARACTER_NAMES.length - 1), noun };
    case 'nounPlace': return { t: 'nounPlace', noun, place: rng.int(0, PLACES.length - 1) };
    default: return { t: 'adjNounPlace', adj: adjFor(noun), noun, place: rng.int(0, PLACES.length - 1) };
  }
}

/** The title in one language. */
export function renderTitle(spec: TitleSpec, lang: TextLang): string {
  switch (spec.t) {
    case 'adjNoun': {
      const mode = lang === 'en' && !spec.the ? 'none' : 'definite';
      return capitalizeFirst(nounPhrase(lang, NOUNS[spec.noun], ADJECTIVES[spec.adj], mode));
    }
    case 'noun':
      return capitalizeFirst(nounPhrase(lang, NOUNS[spec.noun], null, 'definite'));
    case 'nounAndNoun':
      return capitalizeFirst(`${nounPhrase(lang, NOUNS[spec.noun], null, 'definite')} ${AND[lang]} ${nounPhrase(lang, NOUNS[spec.noun2], null, 'definite')}`);
    case 'nameAndNoun':
      return `${CHARACTER_NAMES[spec.name]} ${AND[lang]} ${nounPhrase(lang, NOUNS[spec.noun], null, 'definite')}`;
    case 'nounPlace': {
      const np = nounPhrase(lang, NOUNS[spec.noun], null, 'indefinite');
      return capitalizeFirst(`${np} ${PLACES[spec.place].inPhrase[lang]}`);
    }
    case 'adjNounPlace':
      return capitalizeFirst(`${nounPhrase(lang, NOUNS[spec.noun], ADJECTIVES[spec.adj], 'definite')} ${PLACES[spec.place].inPhrase[lang]}`);
    case 'topic':
      return NONFICTION_TOPICS[spec.kind][spec.topic][lang];
    case 'guide':
      return PLACES[spec.place].name![lang];
    case 'person':
      return spec.name;
  }
}
