import { buildCatalogueNodes } from './catalogue/catalogue-nodes';
import { makeCopy, type CopyPlan } from './catalogue/copies';
import { makeAuthor } from './catalogue/people';
import { WorkGenerator, type WorkRecord } from './catalogue/works';
import { isValidIsbn10, isValidIsbn13, isbn13To10 } from './isbn';
import { todayWindow } from './today';

const NOW = new Date('2026-03-10T11:00:00Z');
const YEAR = NOW.getUTCFullYear();

function firstWorks(seed: number, books: number, count: number): WorkRecord[] {
  const generator = new WorkGenerator(seed, buildCatalogueNodes(seed, books, YEAR), books, YEAR);
  const out: WorkRecord[] = [];
  for (const work of generator.works()) {
    out.push(work);
    if (out.length === count) break;
  }
  return out;
}

function copyPlan(seed: number, books: number): CopyPlan {
  const editions = { workId: new Int32Array(10), basePriceCzk: new Int32Array(10).fill(249), year: new Int16Array(10).fill(2001) };
  return {
    seed, books, addedToday: 10,
    timeline: { now: NOW, todayStart: todayWindow(NOW).start, shopStart: new Date(NOW.getTime() - 4 * 365 * 86_400_000) },
    editions, sellers: ['abcd2345', 'xyz98765q'],
  };
}

describe('determinism', () => {
  it('gives the same works, editions and edges for the same seed', () => {
    expect(firstWorks(7, 5000, 50)).toEqual(firstWorks(7, 5000, 50));
  });

  it('gives different catalogues for different seeds', () => {
    const titles = (seed: number) => firstWorks(seed, 5000, 30).map((w) => w.grandmother.title);
    expect(titles(7)).not.toEqual(titles(8));
  });

  it('keeps early works the same whatever the catalogue size', () => {
    const titles = (books: number) => firstWorks(7, books, 30).flatMap((w) => w.editions.map((e) => e.title));
    expect(titles(20_000)).toEqual(titles(300_000));
  });

  it('derives each copy from its seed and index alone', () => {
    const plan = copyPlan(3, 1000);
    const a = Array.from({ length: 20 }, (_, i) => makeCopy(plan, i * 37, 1 + (i % 9)));
    const b = Array.from({ length: 20 }, (_, i) => makeCopy(plan, i * 37, 1 + (i % 9)));
    expect(a).toEqual(b);
    expect(makeCopy(copyPlan(4, 1000), 37, 1)).not.toEqual(makeCopy(plan, 37, 1));
  });

  it('writes the same author for the same id', () => {
    expect(makeAuthor(5, 1234, 'cs', YEAR)).toEqual(makeAuthor(5, 1234, 'cs', YEAR));
  });
});

describe('generated works', () => {
  const works = firstWorks(11, 20_000, 400);

  it('have valid, matching ISBN pairs (or none, for pre-1972 editions)', () => {
    const editions = works.flatMap((w) => w.editions);
    for (const e of editions) {
      if (e.isbn13 === null) {
        expect(e.isbn10).toBeNull();
        expect(e.year).toBeLessThan(1972);
      } else {
        expect(isValidIsbn13(e.isbn13)).toBe(true);
        expect(isValidIsbn10(e.isbn10!)).toBe(true);
        expect(isbn13To10(e.isbn13)).toBe(e.isbn10);
      }
    }
    expect(editions.some((e) => e.isbn13 === null)).toBe(true);
    expect(new Set(editions.map((e) => e.isbn13).filter(Boolean)).size).toBe(editions.filter((e) => e.isbn13).length);
  });

  it('translate works into several languages with a translator per translated edition', () => {
    const translated = works.filter((w) => new Set(w.editions.map((e) => e.languageId)).size > 1);
    expect(translated.length).toBeGreaterThan(20);
    for (const w of translated) {
      expect(w.greatGrandmother).not.toBeNull();
      const foreign = w.editions.filter((e) => e.languageId !== w.grandmother.originalLanguageId);
      for (const e of foreign) expect(w.edges.some((edge) => edge.typeId === 3 && edge.editionId === e.id)).toBe(true);
    }
  });

  it('write each description in its first edition\'s language and say which', () => {
    const described = works.filter((w) => w.grandmother.description !== null);
    expect(described.length).toBeGreaterThan(works.length / 2);
    for (const w of works) {
      if (w.grandmother.description === null) expect(w.grandmother.descriptionLanguageId).toBeNull();
      else expect(w.grandmother.descriptionLanguageId).toBe(w.editions[0].languageId);
    }
    // Not every work's description is in Czech: the storefronts label the foreign ones.
    expect(new Set(described.map((w) => w.grandmother.descriptionLanguageId)).size).toBeGreaterThan(1);
  });

  it('label, author and price every work', () => {
    for (const w of works) {
      expect(w.edges.filter((e) => e.typeId === 1 && e.workId === w.grandmother.id).length).toBeGreaterThanOrEqual(1);
      expect(w.edges.filter((e) => e.typeId === 2).map((e) => e.nodeId)).toEqual(w.authorIds);
      for (const e of w.editions) {
        expect(e.basePriceCzk).toBeGreaterThan(0);
        expect(e.copies).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('stops at exactly the requested number of copies', () => {
    const books = 777;
    const generator = new WorkGenerator(2, buildCatalogueNodes(2, books, YEAR), books, YEAR);
    let copies = 0;
    for (const w of generator.works()) copies += w.editions.reduce((s, e) => s + e.copies, 0);
    expect(copies).toBe(books);
  });
});
