import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

/** What styled-components calls to turn a component's CSS into rules: (css, selector, prefix, componentId) → rules. */
type Stylis = ((css: string, selector: string, prefix?: string, componentId?: string) => string[]) & { hash?: string };

/** Bounds the cache: the app's static styles are a few hundred entries; props-driven ones add a few per value. */
export const STYLIS_CACHE_LIMIT = 4000;

const cached = new WeakMap<Stylis, Stylis>();

/**
 * The same stylis, remembering its output across calls: the key is everything it reads, so a hit
 * returns exactly what a call would. Oldest entries go first when the cache is full.
 */
export function memoizeStylis(stylis: Stylis, limit = STYLIS_CACHE_LIMIT): Stylis {
  const known = cached.get(stylis);
  if (known) return known;
  const rules = new Map<string, string[]>();
  const memo: Stylis = (css, selector, prefix, componentId) => {
    const key = `${componentId ?? ''}\u0000${selector}\u0000${prefix ?? ''}\u0000${css}`;
    let out = rules.get(key);
    if (!out) {
      out = stylis(css, selector, prefix, componentId);
      if (rules.size >= limit) rules.delete(rules.keys().next().value as string);
      rules.set(key, out);
    }
    return out;
  };
  // styled-components folds the instance's hash (its plugins) into class names: keep it.
  memo.hash = stylis.hash;
  cached.set(stylis, memo);
  return memo;
}

/**
 * Server rendering only (src/shell/Document.tsx): styled-components keeps no CSS between two
 * requests outside React Server Components, so every page ran stylis again over the same 13–20 KB
 * of CSS; with this provider inside the request's sheet, each component's rules are compiled once
 * per process. The sheet, and so what the page's <style> holds, is still the request's own.
 */
export function CachedStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: memoizeStylis(context.stylis as Stylis) }), [context]);
  return <StyleSheetContext.Provider value={value as typeof context}>{children}</StyleSheetContext.Provider>;
}
