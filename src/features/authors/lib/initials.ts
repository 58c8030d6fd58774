/** Up to two initials for the photo placeholder: first and last word ("Karel Čapek" → "KČ"). */
export function initials(name: string, intlLocale: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '';
  const first = [...words[0]].find((c) => /\p{L}/u.test(c)) ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]].find((c) => /\p{L}/u.test(c)) ?? '') : '';
  return (first + last).toLocaleUpperCase(intlLocale);
}
