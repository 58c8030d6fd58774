/** A statement month ("2026-11") as the storefront says it: "listopad 2026", "novembre 2026". */
export function monthLabel(month: string, intlLocale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  // Noon UTC on the 1st: the same month in every time zone, on the server and in the browser.
  const first = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1, 12));
  return new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}
