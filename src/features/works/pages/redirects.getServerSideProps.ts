import type { Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import { fetchCatalogueRef, type CatalogueLevel } from '../api/getCatalogueRef';
import { firstNumericSegment, parseBookId, parseWorkId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';

/**
 * Book URLs that only redirect: short links (/b/5, /m/5), old slugs after a work id (/g/5/x) and
 * the previous site's paths (/old_b, /old_m, /old_g). Every target comes from the route table and
 * is answered with 301; an id the catalogue does not know is the 404 page.
 */

type Found = { notFound: true } | ReturnType<typeof permanentRedirect>;

const parsers: Record<CatalogueLevel, (value: unknown) => number | null> = {
  book: parseBookId,
  mother: parseWorkId,
  grandmother: parseWorkId,
};

/** The current URL of a copy, edition or work, looked up by id (HttpError 404 when unknown). */
async function currentPath(ctx: ShellContext, level: CatalogueLevel, id: number, locale: Locale): Promise<string> {
  const ref = await fetchCatalogueRef(ctx.client, level, id);
  if (level === 'book' && ref.bookId !== null) return resolvePath('book', locale, { id: ref.workId, bookId: ref.bookId });
  if (level === 'mother' && ref.editionId !== null) return resolvePath('mother', locale, { id: ref.workId, editionId: ref.editionId });
  return resolvePath('grandmother', locale, { id: ref.workId });
}

async function redirectTo(ctx: ShellContext, level: CatalogueLevel, rawId: unknown): Promise<Found> {
  const id = parsers[level](rawId);
  if (id === null) return { notFound: true };
  return permanentRedirect(await currentPath(ctx, level, id, ctx.locale), ctx.resolvedUrl);
}

/** /b/[id] → /g/[gid]/b/[id] */
export const bookRedirect = withShell((ctx) => redirectTo(ctx, 'book', ctx.params?.id));

/** /m/[id] → /g/[gid]/m/[id] */
export const motherRedirect = withShell((ctx) => redirectTo(ctx, 'mother', ctx.params?.id));

/** /g/[id]/[...params] (old slugs after the id) → /g/[id] */
export const grandmotherRedirect = withShell((ctx) => redirectTo(ctx, 'grandmother', ctx.params?.id));

/** /old_b/[...id] → the copy's page; the id is the first all-digit segment. */
export const bookLegacyRedirect = withShell((ctx) => redirectTo(ctx, 'book', firstNumericSegment(ctx.params?.id)));

/** /old_m/[...id] → the edition's page. */
export const motherLegacyRedirect = withShell((ctx) => redirectTo(ctx, 'mother', firstNumericSegment(ctx.params?.id)));

/** /old_g/[[...params]] → the work's page, or the catalogue listing when the old link names no work. */
export const grandmotherLegacyRedirect = withShell(async (ctx) => {
  const rawId = firstNumericSegment(ctx.params?.params);
  if (rawId === undefined) return permanentRedirect(resolvePath('listing', ctx.locale), ctx.resolvedUrl);
  return redirectTo(ctx, 'grandmother', rawId);
});
