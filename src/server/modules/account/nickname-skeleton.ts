import unhomoglyph from 'unhomoglyph';

/**
 * The Unicode skeleton of a nickname (UTS #39 §4: NFD, every character replaced by its prototype
 * from Unicode's confusables table, NFD again), lower-cased, so that "paypal", "PayPal", "pаypal"
 * (Cyrillic а) and "paypaI" (capital i) all meet. The table is the `unhomoglyph` package's copy of
 * confusables.txt. The skeleton is only compared, never shown.
 */
export function nicknameSkeleton(nickname: string): string {
  const skeleton = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');
  return skeleton(skeleton(nickname).toLowerCase());
}
