import type { Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { withShell, type ShellContext } from '@/app-context/page/shell.server';
import { fetchCatalogueRef, type CatalogueLevel } from '../api/getCatalogueRef';
import { firstNumericSegment, parseCopyId, parseWorkId } from '../lib/catalogueId';
import { permanentRedirect } from '../lib/redirects';

/**
 * Book URLs that only redirect: short links (/b/5, /m/5), old slugs after a work id (/g/5/x) and
 * the previous site's paths (/old_b, /old_m, /old_g). Every target comes from the route table and
 * is answered with 301; an id the catalogue does not know is the 404 page.
 */

type Found = { notFound: true } | ReturnType<typeof permanentRedirect>;

const parsers: Record<CatalogueLevel, (value: unknown) => number | null> = {
  copy: parseCopyId,
  edition: parseWorkId,
  work: parseWorkId,
};

/** The current URL of a copy, edition or work, looked up by id (HttpError 404 when unknown). */
async function currentPath(ctx: ShellContext, level: CatalogueLevel, id: number, locale: Locale): Promise<string> {
  const ref = await fetchCatalogueRef(ctx.client, level, id);
  if (level === 'copy' && ref.bookId !== null) return resolvePath('copy', locale, { id: ref.workId, copyId: ref.bookId });
  if (level === 'edition' && ref.editionId !== null) return resolvePath('edition', locale, { id: ref.workId, editionId: ref.editionId });
  return resolvePath('work', locale, { id: ref.workId });
}

async function redirectTo(ctx: ShellContext, level: CatalogueLevel, rawId: unknown): Promise<Found> {
  const id = parsers[level](rawId);
  if (id === null) return { notFound: true };
  return permanentRedirect(await currentPath(ctx, level, id, ctx.locale), ctx.resolvedUrl);
}

/** /b/[id] → /g/[gid]/b/[id] */
export const copyRedirect = withShell((ctx) => redirectTo(ctx, 'copy', ctx.params?.id), { namespaces: [] });

/** /m/[id] → /g/[gid]/m/[id] */
export const editionRedirect = withShell((ctx) => redirectTo(ctx, 'edition', ctx.params?.id), { namespaces: [] });

/** /g/[id]/[...params] (old slugs after the id) → /g/[id] */
export const workRedirect = withShell((ctx) => redirectTo(ctx, 'work', ctx.params?.id), { namespaces: [] });

/** /old_b/[...id] → the copy's page; the id is the first all-digit segment. */
export const copyLegacyRedirect = withShell((ctx) => redirectTo(ctx, 'copy', firstNumericSegment(ctx.params?.id)), { namespaces: [] });

/** /old_m/[...id] → the edition's page. */
export const editionLegacyRedirect = withShell((ctx) => redirectTo(ctx, 'edition', firstNumericSegment(ctx.params?.id)), { namespaces: [] });

/** /old_g/[[...params]] → the work's page, or the catalogue listing when the old link names no work. */
export const workLegacyRedirect = withShell(async (ctx) => {
  const rawId = firstNumericSegment(ctx.params?.params);
  if (rawId === undefined) return permanentRedirect(resolvePath('listing', ctx.locale), ctx.resolvedUrl);
  return redirectTo(ctx, 'work', rawId);
}, { namespaces: [] });
