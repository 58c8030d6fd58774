/** The book contracts' plain values, apart from book.ts's schemas so the copy page's script reads them without zod. */

/** Largest id a grandmother or mother can have (int4 columns); copies use bigint ids. */
export const MAX_WORK_ID = 2_147_483_647;
export const MAX_COPY_ID = Number.MAX_SAFE_INTEGER;

/** GET /adonis/v1/books/by-book-ids accepts at most this many ids per call. */
export const MAX_COPY_IDS = 100;

/** Physical bindings (ids as stored on editions); names are translated in namespace `book` under `binding.<id>`. */
export const BINDING = { hardcover: 1, paperback: 2, spiral: 3, leather: 4, boardBook: 5 } as const;
export type BindingId = (typeof BINDING)[keyof typeof BINDING];

/** Copy conditions; id 1 (as new) is the best, titles come from namespace `book-states`. */
export const CONDITION = { asNew: 1, veryGood: 2, good: 3, acceptable: 4, damaged: 5 } as const;
