import type { Redirect } from 'next';

/** The query string of Next's resolvedUrl ('' when there is none); route params are not in it. */
export function searchOf(resolvedUrl: string): string {
  const index = resolvedUrl.indexOf('?');
  return index === -1 ? '' : resolvedUrl.slice(index);
}

/**
 * A 301 to the book page's current URL. The visitor's query (campaign tags and the like) survives,
 * so old links keep their tracking.
 */
export function permanentRedirect(destination: string, resolvedUrl: string): { redirect: Redirect } {
  return { redirect: { destination: destination + searchOf(resolvedUrl), statusCode: 301 } };
}
