import { z } from 'zod';
import { moneyX100 } from './common';
import { BATCH_STATES, BOOK_OUTCOMES, CONDITION_BANDS, INTAKE_REFUSAL_REASONS, ITEM_CHOICES, currency } from './buyback';
import type { Permission } from './staff';

/**
 * The intake desk and catalogue editing (issue 15 items 1–3, docs/adr/0028). Staff routes under
 * /api/adonis/admin/v1:
 *
 * | route                                              | permission | what                                      |
 * | POST intake/receive {code}                         | intake     | batch (or printed bag) received, for intake |
 * | POST intake/unannounced {email, locale}            | intake     | a parcel without a lead, seller by e-mail  |
 * | GET  intake/batches/{code}                         | intake     | the batch with its lead and books          |
 * | POST intake/batch-codes.pdf {count}                | intake     | N new bag codes as a PDF with barcodes     |
 * | POST intake/batches/{code}/books {editionId}       | intake     | a book found in the parcel, not in the lead |
 * | GET  intake/books/{id}/suggestion?editionId&conditionId | intake | the suggested prices and the limits     |
 * | POST intake/books/{id}/accept                      | intake     | graded, priced: a copy in stock            |
 * | POST intake/books/{id}/refuse                      | intake     | refused with evidence                      |
 * | PUT  intake/books/{id}/photos (raw image)          | intake     | a photo (re-encoded)                       |
 * | POST intake/batches/{code}/process                 | intake     | processed: the seller is paid              |
 * | GET  catalogue/identify?isbn= / ?q=                | catalogue  | edition + work by ISBN, or title search    |
 * | POST catalogue/editions                            | catalogue  | a new edition (and work), duplicates → 409 |
 * | PATCH catalogue/works/{id}, editions/{id}          | catalogue  | edits (search rows refreshed)              |
 * | POST catalogue/merge {kind, fromId, toId}          | catalogue  | merge two works or two authors             |
 */

export const INTAKE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Long side of a stored intake photo, pixels. */
export const INTAKE_PHOTO_MAX_SIDE = 1600;

/** The catalogue's five condition ids (1 as new … 5 damaged); damaged copies are not bought. */
export const CONDITION_IDS = [1, 2, 3, 4, 5] as const;
export const GRADABLE_CONDITION_IDS = [1, 2, 3, 4] as const;
/** The buyback price band of a catalogue condition (the seller's quote used these bands). */
export const BAND_OF_CONDITION: Record<1 | 2 | 3 | 4, (typeof CONDITION_BANDS)[number]> = { 1: 'like_new', 2: 'good', 3: 'good', 4: 'acceptable' };

/** Defect notes staff pick from (labels: locales/{cs,en}/intake.json defects.*). */
export const INTAKE_DEFECTS = [
  'worn_spine', 'worn_corners', 'torn_dust_jacket', 'no_dust_jacket', 'underlining', 'highlighting', 'inscription', 'library_stamp',
  'stains', 'water_damage', 'loose_pages', 'smell', 'yellowed_pages',
] as const;
export type IntakeDefect = (typeof INTAKE_DEFECTS)[number];

export const RECLAIM_OPTIONS = ['return', 'donate'] as const;
/** The reclaim window of a refused book, days; the return fee per storefront currency. */
export const RECLAIM_DAYS_DEFAULT = 30;
export const RECLAIM_FEE_X100 = { CZK: 8_900, EUR: 390 } as const;

/**
 * How far staff may move the suggested purchase price (percent of the suggestion), per
 * permission; the widest one the employee holds applies. With no suggestion (an unknown title)
 * the cap is a fixed amount in the batch's currency.
 */
export const PRICE_LIMITS: readonly { permission: Permission; minPercent: number; maxPercent: number; capWithoutSuggestion: { CZK: number; EUR: number } }[] = [
  { permission: 'intake', minPercent: 50, maxPercent: 150, capWithoutSuggestion: { CZK: 5_000, EUR: 200 } },
  { permission: 'buyback', minPercent: 0, maxPercent: 300, capWithoutSuggestion: { CZK: 50_000, EUR: 2_000 } },
];
export type PriceLimit = { minX100: number; maxX100: number };

export const receiveBody = z.object({ code: z.string().trim().toUpperCase().regex(/^BB[0-9A-Z]{8}$/) }).strict();
export const unannouncedBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  locale: z.string().max(10).default('cs'),
}).strict();
export const batchCodesPdfBody = z.object({ count: z.number().int().min(1).max(200) }).strict();

export const intakeBookIdParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 52) });

export const intakeBook = z.object({
  id: z.number().int(),
  isbn13: z.string().nullable(),
  title: z.string().nullable(),
  editionId: z.number().int().nullable(),
  /** The seller's band and choice (from the lead). */
  condition: z.enum(CONDITION_BANDS),
  choice: z.enum(ITEM_CHOICES),
  quotedX100: moneyX100,
  outcome: z.enum(BOOK_OUTCOMES),
  acceptedX100: moneyX100.nullable(),
  conditionId: z.number().int().nullable(),
  defects: z.array(z.string()),
  note: z.string().nullable(),
  copyId: z.number().int().nullable(),
  refusalReason: z.enum(INTAKE_REFUSAL_REASONS).nullable(),
  reclaimOption: z.enum(RECLAIM_OPTIONS).nullable(),
  reclaimUntil: z.string().nullable(),
  photoIds: z.array(z.number().int()),
});
export type IntakeBook = z.infer<typeof intakeBook>;

export const intakeBatch = z.object({
  code: z.string(),
  state: z.enum(BATCH_STATES),
  currency,
  email: z.string().nullable(),
  locale: z.string().nullable(),
  lead: z.object({
    id: z.number().int(),
    note: z.string().nullable(),
    payoutMethod: z.string().nullable(),
    /** API path of the seller's spine photo; null when none. */
    photoUrl: z.string().nullable(),
    items: z.array(z.object({ input: z.string(), isbn13: z.string().nullable(), condition: z.enum(CONDITION_BANDS), choice: z.enum(ITEM_CHOICES), quantity: z.number().int(), unitPriceX100: moneyX100.nullable() })),
  }).nullable(),
  books: z.array(intakeBook),
  pending: z.number().int(),
});
export type IntakeBatch = z.infer<typeof intakeBatch>;

export const addBookBody = z.object({ editionId: z.number().int().positive() }).strict();

export const suggestionQuery = z.object({ editionId: z.coerce.number().int().positive(), conditionId: z.coerce.number().int().min(1).max(4) });
export const suggestion = z.object({
  currency,
  /** The buyback pricing service's cash for this band (0: the title is not bought or unknown). */
  purchaseX100: moneyX100,
  saleCzkX100: moneyX100,
  saleEurX100: moneyX100,
  limit: z.object({ minX100: moneyX100, maxX100: moneyX100 }),
  refusal: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const acceptBody = z.object({
  editionId: z.number().int().positive(),
  conditionId: z.number().int().min(1).max(4),
  defects: z.array(z.enum(INTAKE_DEFECTS)).max(INTAKE_DEFECTS.length).default([]),
  note: z.string().trim().max(500).optional(),
  purchaseX100: moneyX100.min(0).max(10_000_000),
  saleCzkX100: moneyX100.min(100).max(10_000_000),
  saleEurX100: moneyX100.min(10).max(500_000),
}).strict();
export type AcceptBody = z.infer<typeof acceptBody>;

export const refuseBody = z.object({
  reason: z.enum(INTAKE_REFUSAL_REASONS),
  note: z.string().trim().max(500).optional(),
  reclaimOption: z.enum(RECLAIM_OPTIONS).default('return'),
  reclaimDays: z.number().int().min(1).max(365).default(RECLAIM_DAYS_DEFAULT),
}).strict();
export type RefuseBody = z.infer<typeof refuseBody>;

export const photoCreated = z.object({ id: z.number().int(), width: z.number().int(), height: z.number().int(), size: z.number().int() });

// ---------------------------------------------------------------- catalogue editing

export const identifyQuery = z.object({ isbn: z.string().trim().max(20).optional(), q: z.string().trim().min(2).max(200).optional() });
export const editionHit = z.object({
  editionId: z.number().int(),
  workId: z.number().int(),
  title: z.string(),
  workTitle: z.string(),
  isbn13: z.string().nullable(),
  year: z.number().int().nullable(),
  authors: z.array(z.string()),
  inStock: z.number().int(),
});
export type EditionHit = z.infer<typeof editionHit>;
export const identifyResponse = z.object({
  /** The normalised ISBN-13 when an ISBN was asked; null for a title search. */
  isbn13: z.string().nullable(),
  /** false: the ISBN fails its checksum. */
  valid: z.boolean(),
  items: z.array(editionHit),
});
export type IdentifyResponse = z.infer<typeof identifyResponse>;

const name = z.string().trim().min(1).max(200);
/** A node of the property graph: an existing one by id, or a new one by name. */
const nodeRef = z.union([z.object({ id: z.number().int().positive() }).strict(), z.object({ name }).strict()]);
export const editionCreateBody = z.object({
  /** An existing work (another edition of it), or a new one with this title. */
  workId: z.number().int().positive().optional(),
  title: name,
  subtitle: z.string().trim().max(300).optional(),
  isbn: z.string().trim().max(20).optional(),
  authors: z.array(nodeRef).max(20).default([]),
  translators: z.array(nodeRef).max(20).default([]),
  publisher: nodeRef.optional(),
  categories: z.array(z.object({ id: z.number().int().positive() }).strict()).max(20).default([]),
  series: nodeRef.optional(),
  year: z.number().int().min(1450).max(2100).optional(),
  languageId: z.number().int().positive(),
  bindingId: z.number().int().positive().optional(),
  pages: z.number().int().min(1).max(20_000).optional(),
  /** Create even though a work of the same title and author exists. */
  ignoreDuplicates: z.boolean().default(false),
}).strict();
export type EditionCreateBody = z.input<typeof editionCreateBody>;
export const editionCreated = z.object({ editionId: z.number().int(), workId: z.number().int() });

export const workPatchBody = z.object({ title: name.optional(), description: z.string().trim().max(10_000).nullable().optional() }).strict();
export const editionPatchBody = z.object({
  title: name.optional(), year: z.number().int().min(1450).max(2100).nullable().optional(), pages: z.number().int().min(1).max(20_000).nullable().optional(),
  bindingId: z.number().int().positive().nullable().optional(), languageId: z.number().int().positive().optional(),
}).strict();
export const catalogueIdParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const MERGE_KINDS = ['work', 'author'] as const;
export const mergeBody = z.object({ kind: z.enum(MERGE_KINDS), fromId: z.number().int().positive(), toId: z.number().int().positive() }).strict();
export const mergeResult = z.object({ kind: z.enum(MERGE_KINDS), fromId: z.number().int(), toId: z.number().int(), moved: z.number().int() });

// ---------------------------------------------------------------- catalogue editing: the staff pages (/admin/katalog)

/** A node by name: GET catalogue/authors?q= and the category picker. */
export const nodeSearchQuery = z.object({ q: z.string().trim().min(1).max(200).optional() });
export const authorHit = z.object({ id: z.number().int(), name: z.string(), works: z.number().int(), mergedInto: z.number().int().nullable() });
export const authorList = z.object({ items: z.array(authorHit) });
export type AuthorHit = z.infer<typeof authorHit>;

/** GET catalogue/categories?locale=: every category, the staff language's name (else the default). */
export const categoryQuery = z.object({ locale: z.enum(['cs', 'en']).default('cs') });
export const categoryItem = z.object({ id: z.number().int(), name: z.string(), defaultName: z.string(), parentId: z.number().int().nullable(), works: z.number().int() });
export const categoryList = z.object({ items: z.array(categoryItem) });
export type CategoryItem = z.infer<typeof categoryItem>;

/** GET catalogue/works/{id}: what the edit form needs. */
export const workDetail = z.object({
  id: z.number().int(), title: z.string(), description: z.string().nullable(),
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  editions: z.array(z.object({
    id: z.number().int(), title: z.string(), isbn13: z.string().nullable(), year: z.number().int().nullable(),
    pages: z.number().int().nullable(), bindingId: z.number().int().nullable(), languageId: z.number().int(), copies: z.number().int(),
  })),
});
export type WorkDetail = z.infer<typeof workDetail>;
export const authorDetail = authorHit.extend({ translated: z.number().int() });
export type AuthorDetail = z.infer<typeof authorDetail>;

export const authorPatchBody = z.object({ name }).strict();
/** A category's default name and, per staff language, its translated name (slugs stay: links keep working). */
export const categoryPatchBody = z.object({
  name: name.optional(),
  translations: z.array(z.object({ locale: z.string().trim().min(2).max(10), name }).strict()).max(20).optional(),
}).strict();

/** GET catalogue/merge-preview?kind&fromId&toId: both records and, per referencing table, how many rows move. */
export const mergePreviewQuery = z.object({ kind: z.enum(MERGE_KINDS), fromId: z.coerce.number().int().positive().max(2 ** 31 - 1), toId: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const mergePreview = z.object({
  kind: z.enum(MERGE_KINDS),
  from: z.object({ id: z.number().int(), name: z.string() }),
  to: z.object({ id: z.number().int(), name: z.string() }),
  moves: z.array(z.object({ table: z.string(), rows: z.number().int() })),
  total: z.number().int(),
});
export type MergePreview = z.infer<typeof mergePreview>;
