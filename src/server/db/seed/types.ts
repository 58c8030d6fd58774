import type { Locale } from '@/i18n/locales';
import type { ContentSummary } from './content/seed-content';
import type { ReferenceSummary } from './reference-data';

export interface SeedOptions {
  /** Number of copies (books rows) to create. */
  books: number;
  /** PRNG seed; same seed + same size + same `now` → same data. Default 42. */
  seed?: number;
  /** "Now" for added-today / discounted-today and all timestamps. Default: the current time. */
  now?: Date;
  log?: (message: string) => void;
}

export interface CategorySample {
  id: number;
  key: string;
  /** Per-locale slug (the `category` route's `slug` param). */
  slugs: Record<Locale, string>;
  names: Record<Locale, string>;
}

export interface SeedSummary {
  seed: number;
  now: string;
  /** Start of "today" used for added/discounted today (the later of UTC and Europe/Prague midnight). */
  todayStart: string;
  durationMs: number;
  reference: ReferenceSummary;
  content: ContentSummary;
  counts: {
    categories: number;
    series: number;
    publishers: number;
    authors: number;
    translators: number;
    nodeTranslations: number;
    greatGrandmothers: number;
    grandmothers: number;
    mothers: number;
    mothersWithIsbn: number;
    translatedEditions: number;
    edges: number;
    books: number;
    inStock: number;
    sold: number;
    discarded: number;
    addedToday: number;
    discountedToday: number;
    priceHistory: number;
    /** Copies sold on commission (seller_user_hash set). */
    commission: number;
  };
  samples: {
    /** In stock, not added today, not discounted today. */
    inStockCopyId: number;
    soldCopyId: number | null;
    discardedCopyId: number | null;
    discountedTodayCopyId: number | null;
    addedTodayCopyId: number | null;
    /** The in-stock sample's edition, work, first author and categories. */
    inStockBook: {
      copyId: number;
      editionId: number;
      workId: number;
      priceCzkX100: number;
      priceEurX100: number;
      authorId: number;
      authorName: string;
      category: CategorySample;
      topCategory: CategorySample;
    };
    /** An edition with both ISBNs. */
    isbn: { editionId: number; workId: number; isbn13: string; isbn10: string } | null;
    /** A series with at least one work. */
    series: { id: number; key: string; slugs: Record<Locale, string> } | null;
  };
}
