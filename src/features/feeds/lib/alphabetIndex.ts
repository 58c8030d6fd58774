import type { CategoryNode } from '@/contracts/catalogue';

export interface IndexEntry {
  id: number;
  name: string;
  slug: string;
  bookCount: number;
  /** The parent category's name, so "Poetry" under fiction and under children's books can be told apart. */
  parentName: string | null;
}

export interface LetterGroup {
  letter: string;
  entries: IndexEntry[];
}

/** Every category of the tree, parents and children alike, as one flat list. */
export function flattenCategories(nodes: readonly CategoryNode[], parentName: string | null = null): IndexEntry[] {
  return nodes.flatMap(({ id, name, slug, bookCount, children }) => [
    { id, name, slug, bookCount, parentName },
    ...flattenCategories(children, name),
  ]);
}

/**
 * Entries sorted and grouped by initial letter the way the storefront's language does it: the
 * collation decides, not code points. So German files "Ärzte" under A, Czech keeps Č apart from C
 * and files "Chemie" under its own letter Ch after H (detected from the collation itself).
 */
export function alphabetIndex(entries: readonly IndexEntry[], intlLocale: string): LetterGroup[] {
  const order = new Intl.Collator(intlLocale);
  const sameLetter = new Intl.Collator(intlLocale, { sensitivity: 'base' });
  const chIsLetter = order.compare('ch', 'h') > 0 && order.compare('ch', 'i') < 0;

  const letterOf = (name: string): string => {
    const first = [...name.trim()][0];
    if (!first || !/\p{L}/u.test(first)) return '#';
    if (chIsLetter && /^ch/i.test(name.trim())) return 'Ch';
    const upper = first.toLocaleUpperCase(intlLocale);
    // Label a group "E", not "É", where the language treats them as one letter (French), but keep "Č" in Czech.
    const plain = upper.normalize('NFD').replace(/\p{M}/gu, '');
    return plain && sameLetter.compare(plain, upper) === 0 ? plain : upper;
  };

  const groups: LetterGroup[] = [];
  const sorted = [...entries].sort((a, b) => order.compare(a.name, b.name) || a.id - b.id);
  for (const entry of sorted) {
    const letter = letterOf(entry.name);
    const last = groups[groups.length - 1];
    if (last && sameLetter.compare(last.letter, letter) === 0) last.entries.push(entry);
    else groups.push({ letter, entries: [entry] });
  }
  return groups;
}
