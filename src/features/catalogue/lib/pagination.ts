export type PageItem = number | 'gap';

/**
 * The page links to show: first, last, and `around` pages either side of the current one, with
 * a gap marker where pages are skipped. A gap never hides a single page (that page is shown).
 */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  if (count <= 1) return [];
  const pages = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
