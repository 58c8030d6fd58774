/** Page numbers to offer around the current one; null marks a gap ("…"). Always first and last. */
export function pageWindow(page: number, pageCount: number, radius = 1): Array<number | null> {
  if (pageCount <= 0) return [];
  const wanted = new Set([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}
