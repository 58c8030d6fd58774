import { t8, type Texts } from '../vocab/text-languages';

/** Binding ids (reference-data.ts): 1 hardcover, 2 paperback, 3 spiral, 4 leather, 5 board book. */
export const BINDING = { hardcover: 1, paperback: 2, spiral: 3, leather: 4, boardBook: 5 } as const;

/**
 * How a kind of book is made: title style, typical price of a copy in good shape, pages,
 * bindings, and how often it is translated. Keyed by subcategory key (category-tree.ts).
 */
export interface BookKind {
  style: 'literary' | 'topic' | 'guide' | 'biography';
  /** Noun/adjective tags for literary titles (title-nouns.ts). */
  tags: string;
  /** Genre label used as a subtitle now and then ("Román", "Povídky"). */
  label?: Texts;
  labelChance: number;
  /** Price of an as-new copy in whole CZK. */
  priceCzk: readonly [number, number];
  pages: readonly [number, number];
  bindings: ReadonlyArray<readonly [number, number]>;
  /** Probability that a foreign work also has a translation (non-fiction ties to a country less). */
  translatable: number;
}

const B = BINDING;
const HARD_PAPER: BookKind['bindings'] = [[B.hardcover, 55], [B.paperback, 43], [B.leather, 2]];
const PAPER_HARD: BookKind['bindings'] = [[B.paperback, 60], [B.hardcover, 40]];
const HARD: BookKind['bindings'] = [[B.hardcover, 85], [B.paperback, 15]];

const NOVEL = t8('Román', 'Román', 'A Novel', 'Roman', 'Novela', 'Romanzo', 'Roman', 'Roman');

const literary = (tags: string, priceCzk: BookKind['priceCzk'], pages: BookKind['pages'], label?: Texts, labelChance = 0): BookKind =>
  ({ style: 'literary', tags, label, labelChance, priceCzk, pages, bindings: HARD_PAPER, translatable: 0.55 });

const topic = (priceCzk: BookKind['priceCzk'], pages: BookKind['pages'], bindings = HARD, translatable = 0.35): BookKind =>
  ({ style: 'topic', tags: '', labelChance: 0, priceCzk, pages, bindings, translatable });

export const BOOK_KINDS: Readonly<Record<string, BookKind>> = {
  novels: literary('L', [89, 349], [180, 620], NOVEL, 0.12),
  shortStories: literary('L', [69, 249], [120, 380], t8('Povídky', 'Poviedky', 'Stories', 'Erzählungen', 'Relatos', 'Racconti', 'Verhalen', 'Nouvelles'), 0.6),
  crime: literary('C', [79, 299], [220, 560], t8('Detektivní román', 'Detektívny román', 'A Mystery', 'Kriminalroman', 'Novela negra', 'Giallo', 'Detectiveroman', 'Roman policier'), 0.2),
  scienceFiction: literary('S', [89, 329], [240, 720]),
  historicalFiction: literary('H', [99, 349], [280, 760], t8('Historický román', 'Historický román', 'A Historical Novel', 'Historischer Roman', 'Novela histórica', 'Romanzo storico', 'Historische roman', 'Roman historique'), 0.25),
  romance: { ...literary('R', [59, 229], [200, 420], NOVEL, 0.1), bindings: PAPER_HARD },
  humour: literary('L', [69, 229], [140, 320]),
  poetry: { ...literary('LR', [59, 249], [60, 180], t8('Básně', 'Básne', 'Poems', 'Gedichte', 'Poemas', 'Poesie', 'Gedichten', 'Poèmes'), 0.6), translatable: 0.3 },
  drama: { ...literary('LH', [59, 199], [80, 200], t8('Divadelní hra', 'Divadelná hra', 'A Play', 'Ein Theaterstück', 'Obra de teatro', 'Dramma', 'Toneelstuk', 'Pièce de théâtre'), 0.7), translatable: 0.35 },
  pictureBooks: { ...literary('K', [69, 249], [16, 48]), bindings: [[B.boardBook, 55], [B.hardcover, 45]] },
  fairyTales: { ...literary('K', [79, 299], [48, 220], t8('Pohádky', 'Rozprávky', 'Fairy Tales', 'Märchen', 'Cuentos', 'Fiabe', 'Sprookjes', 'Contes'), 0.5), bindings: HARD },
  childrensFiction: { ...literary('K', [69, 259], [64, 240]), bindings: HARD },
  youngAdult: literary('LSR', [89, 299], [220, 480]),
  kidsEncyclopedias: topic([99, 399], [64, 160]),
  worldHistory: topic([129, 499], [240, 640]),
  czechSlovakHistory: topic([129, 459], [220, 560], HARD, 0.08),
  militaryHistory: topic([119, 459], [200, 520]),
  biographies: { ...topic([99, 399], [220, 520], HARD_PAPER, 0.4), style: 'biography' },
  popularScience: topic([99, 399], [180, 420], PAPER_HARD, 0.5),
  nature: topic([99, 449], [120, 320]),
  astronomy: topic([119, 449], [120, 300]),
  worldCuisine: topic([99, 399], [140, 300], [[B.hardcover, 80], [B.spiral, 12], [B.paperback, 8]]),
  baking: topic([99, 349], [120, 260], [[B.hardcover, 75], [B.spiral, 15], [B.paperback, 10]]),
  healthyEating: topic([89, 329], [120, 260], [[B.hardcover, 60], [B.paperback, 30], [B.spiral, 10]]),
  travelGuides: { ...topic([79, 299], [160, 420], [[B.paperback, 80], [B.hardcover, 20]], 0.6), style: 'guide' },
  travelogues: topic([89, 299], [180, 380], PAPER_HARD),
  atlases: topic([149, 599], [80, 260], [[B.hardcover, 70], [B.spiral, 20], [B.paperback, 10]], 0.2),
  painting: topic([199, 899], [160, 360]),
  architecture: topic([199, 799], [160, 340]),
  photography: topic([149, 699], [120, 300]),
  music: topic([119, 449], [160, 400], HARD_PAPER),
  gardening: topic([89, 349], [120, 280]),
  crafts: topic([79, 299], [80, 200], [[B.paperback, 55], [B.hardcover, 30], [B.spiral, 15]]),
  sport: topic([89, 349], [160, 360], PAPER_HARD),
  philosophy: topic([99, 399], [160, 480], PAPER_HARD, 0.6),
  religion: topic([89, 349], [140, 420], PAPER_HARD, 0.4),
  psychology: topic([99, 379], [160, 380], PAPER_HARD, 0.5),
  business: topic([129, 459], [200, 380], PAPER_HARD, 0.5),
  personalFinance: topic([99, 349], [160, 300], PAPER_HARD, 0.3),
  selfHelp: topic([89, 299], [160, 300], PAPER_HARD, 0.6),
  languageCourses: topic([99, 399], [160, 360], [[B.paperback, 75], [B.spiral, 15], [B.hardcover, 10]], 0.05),
  dictionaries: topic([99, 499], [400, 1200], HARD, 0.02),
  schoolTextbooks: topic([49, 199], [96, 240], [[B.paperback, 90], [B.spiral, 10]], 0.02),
};
