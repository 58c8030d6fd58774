import { TEXT_LANGS, type TextLang } from '../vocab/text-languages';

/** Original language of works: a Czech shop, so mostly Czech, English, German and Slovak. */
export const ORIGINAL_LANGUAGE_WEIGHTS: ReadonlyArray<readonly [TextLang, number]> = [
  ['cs', 36], ['en', 20], ['de', 11], ['sk', 11], ['fr', 6], ['es', 5], ['it', 5], ['nl', 3],
];

/** Which languages translators work into (translations are mostly Czech editions). */
export const TRANSLATION_TARGET_WEIGHTS: Readonly<Record<TextLang, number>> = {
  cs: 50, sk: 12, de: 12, en: 10, es: 4, it: 4, nl: 4, fr: 4,
};

/** Average copies per work the generator ends up with (measured), used only to size pools. */
const COPIES_PER_WORK_ESTIMATE = 3.5;

export interface PoolSizes {
  estimatedWorks: number;
  authors: Record<TextLang, number>;
  translators: Record<TextLang, number>;
  sellers: number;
}

/** Sizes of the people pools for a catalogue of `books` copies. */
export function planPools(books: number): PoolSizes {
  const estimatedWorks = Math.max(10, Math.round(books / COPIES_PER_WORK_ESTIMATE));
  const authorTotal = Math.max(24, Math.round(estimatedWorks / 2.2));
  const translatorTotal = Math.max(16, Math.round(estimatedWorks / 14));
  const weightSum = ORIGINAL_LANGUAGE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const targetSum = Object.values(TRANSLATION_TARGET_WEIGHTS).reduce((s, w) => s + w, 0);
  const authors = {} as Record<TextLang, number>;
  const translators = {} as Record<TextLang, number>;
  for (const lang of TEXT_LANGS) {
    const w = ORIGINAL_LANGUAGE_WEIGHTS.find(([l]) => l === lang)![1];
    authors[lang] = Math.max(3, Math.round((authorTotal * w) / weightSum));
    translators[lang] = Math.max(2, Math.round((translatorTotal * TRANSLATION_TARGET_WEIGHTS[lang]) / targetSum));
  }
  return { estimatedWorks, authors, translators, sellers: Math.max(5, Math.round(books / 2000)) };
}
