/** Paging and id bounds, apart from authors.ts's schemas: the feed and author pages' script reads them without zod (docs/adr/0027). */

/** Pages past this are refused (400), so no request turns into a huge OFFSET. */
export const MAX_PAGE = 10_000;
/** Node ids are int4. */
export const MAX_NODE_ID = 2_147_483_647;
