import type { CategoryNode } from '@/contracts/catalogue';
import { alphabetIndex, flattenCategories, type IndexEntry } from './alphabetIndex';

const entry = (id: number, name: string): IndexEntry => ({ id, name, slug: `s${id}`, bookCount: id, parentName: null });
const letters = (names: string[], locale: string) =>
  alphabetIndex(names.map((n, i) => entry(i + 1, n)), locale).map((g) => [g.letter, g.entries.map((e) => e.name)]);

describe('alphabetIndex', () => {
  it('keeps Č apart from C and files Ch after H in Czech', () => {
    expect(letters(['Historie', 'Chemie', 'Čeština', 'Cestopisy', 'Detektivky'], 'cs-CZ')).toEqual([
      ['C', ['Cestopisy']],
      ['Č', ['Čeština']],
      ['D', ['Detektivky']],
      ['H', ['Historie']],
      ['Ch', ['Chemie']],
    ]);
  });

  it('files umlauts under their base letter in German', () => {
    expect(letters(['Zoologie', 'Ärzte', 'Abenteuer', 'Chemie'], 'de-DE')).toEqual([
      ['A', ['Abenteuer', 'Ärzte']],
      ['C', ['Chemie']],
      ['Z', ['Zoologie']],
    ]);
  });

  it('files accented initials under their plain base letter in French', () => {
    expect(letters(['économie', 'Essais', 'Art'], 'fr-FR')).toEqual([
      ['A', ['Art']],
      ['E', ['économie', 'Essais']],
    ]);
  });

  it('groups names that do not start with a letter under #', () => {
    expect(letters(['1001 nights', '"Quoted"', 'Atlas'], 'en-GB')[0]).toEqual(['#', ['"Quoted"', '1001 nights']]);
  });
});

describe('flattenCategories', () => {
  it('lists parents and children with the parent’s name', () => {
    const tree: CategoryNode[] = [
      { id: 1, name: 'Fiction', slug: 'fiction', bookCount: 5, children: [{ id: 2, name: 'Poetry', slug: 'poetry', bookCount: 2, children: [] }] },
    ];
    expect(flattenCategories(tree)).toEqual([
      { id: 1, name: 'Fiction', slug: 'fiction', bookCount: 5, parentName: null },
      { id: 2, name: 'Poetry', slug: 'poetry', bookCount: 2, parentName: 'Fiction' },
    ]);
  });
});
