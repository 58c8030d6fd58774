import type { AdjectiveRow } from '../vocab/title-adjectives';
import type { NounRow } from '../vocab/title-nouns';
import type { TextLang } from '../vocab/text-languages';

/**
 * Just enough grammar to put an adjective and a noun together in eight languages:
 * gender agreement (Czech, Slovak, Spanish, Italian, French), definite articles with
 * elision (l'isola, l'été), Italian "lo" (lo specchio), French aspirated h (le hérisson),
 * and adjective position (Spanish/Italian/French put most adjectives after the noun).
 */
export type Gender = 'm' | 'f' | 'n';

export interface Noun {
  word: string;
  gender: Gender;
  /** French aspirated h: no elision. */
  aspirated: boolean;
  /** Abstract or mass noun: no indefinite article, no bare "the" in English. */
  abstract: boolean;
}

export function parseNoun(row: NounRow, lang: TextLang): Noun {
  const spec = row.forms[lang];
  const abstract = row.tags.includes('a');
  if (lang === 'en') return { word: spec, gender: 'n', aspirated: false, abstract };
  const aspirated = spec.endsWith('!');
  const [word, g] = (aspirated ? spec.slice(0, -1) : spec).split(':');
  const gender: Gender = g === 'de' ? 'm' : g === 'het' ? 'n' : (g as Gender);
  return { word, gender, aspirated, abstract };
}

interface Adjective {
  /** Form agreeing with the noun, chosen for the word that follows (French "vieil"). */
  form(gender: Gender, nextWord: string): string;
  beforeNoun: boolean;
}

function parseAdjective(row: AdjectiveRow, lang: TextLang): Adjective {
  let spec = row.forms[lang];
  const pre = spec.startsWith('^');
  if (pre) spec = spec.slice(1);
  const forms = spec.split('/');
  const beforeNoun = pre || !['es', 'it', 'fr'].includes(lang);
  return {
    beforeNoun,
    form(gender, nextWord) {
      if (lang === 'cs' || lang === 'sk') {
        return forms[gender === 'm' ? 0 : gender === 'f' ? 1 : 2] ?? forms[0];
      }
      if (lang === 'es' || lang === 'it' || lang === 'fr') {
        if (gender === 'f') return forms[1] ?? forms[0];
        const [plain, beforeVowel] = forms[0].split('|');
        return beforeVowel && startsWithVowelSound(lang, nextWord, false) ? beforeVowel : plain;
      }
      return forms[0];
    },
  };
}

const VOWELS = 'aeiouàáâäèéêëìíîïòóôöùúûüœæ';

function startsWithVowelSound(lang: TextLang, word: string, aspirated: boolean): boolean {
  const first = word.charAt(0).toLowerCase();
  if (VOWELS.includes(first)) return true;
  return lang === 'fr' && first === 'h' && !aspirated;
}

/** Italian masculine "lo": s + consonant, z, gn, ps, pn, x, y. */
function needsLo(word: string): boolean {
  return /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i.test(word);
}

function definiteArticle(lang: TextLang, gender: Gender, next: string, aspirated: boolean): string {
  const vowel = startsWithVowelSound(lang, next, aspirated);
  switch (lang) {
    case 'en': return 'the ';
    case 'de': return gender === 'm' ? 'der ' : gender === 'f' ? 'die ' : 'das ';
    case 'nl': return gender === 'n' ? 'het ' : 'de ';
    case 'es': return gender === 'f' ? 'la ' : 'el ';
    case 'it':
      if (vowel) return "l'";
      if (gender === 'f') return 'la ';
      return needsLo(next) ? 'lo ' : 'il ';
    case 'fr':
      if (vowel) return "l'";
      return gender === 'f' ? 'la ' : 'le ';
    default: return '';
  }
}

function indefiniteArticle(lang: TextLang, gender: Gender, next: string): string {
  const vowel = startsWithVowelSound(lang, next, false);
  switch (lang) {
    case 'en': return vowel ? 'an ' : 'a ';
    case 'de': return gender === 'f' ? 'eine ' : 'ein ';
    case 'nl': return 'een ';
    case 'es': return gender === 'f' ? 'una ' : 'un ';
    case 'it':
      if (gender === 'f') return vowel ? "un'" : 'una ';
      return needsLo(next) ? 'uno ' : 'un ';
    case 'fr': return gender === 'f' ? 'une ' : 'un ';
    default: return '';
  }
}

export type ArticleMode = 'definite' | 'indefinite' | 'none';

/** "tichá noc", "the silent night", "die stille Nacht", "la notte silenziosa", "l'ultima estate". */
export function nounPhrase(lang: TextLang, nounRow: NounRow, adjRow: AdjectiveRow | null, article: ArticleMode): string {
  const noun = parseNoun(nounRow, lang);
  let words: string;
  let firstWordAspirated = noun.aspirated;
  if (adjRow) {
    const adj = parseAdjective(adjRow, lang);
    if (adj.beforeNoun) {
      words = `${adj.form(noun.gender, noun.word)} ${noun.word}`;
      firstWordAspirated = false;
    } else {
      words = `${noun.word} ${adj.form(noun.gender, '')}`;
    }
  } else {
    words = noun.word;
  }
  if (article === 'definite') {
    if (lang === 'en' && noun.abstract && !adjRow) return words;
    return definiteArticle(lang, noun.gender, words, firstWordAspirated) + words;
  }
  if (article === 'indefinite' && !noun.abstract) return indefiniteArticle(lang, noun.gender, words) + words;
  return words;
}

export const AND: Readonly<Record<TextLang, string>> = { cs: 'a', sk: 'a', en: 'and', de: 'und', es: 'y', it: 'e', nl: 'en', fr: 'et' };

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
