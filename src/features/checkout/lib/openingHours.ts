/**
 * Opening hours are stored in the OpenStreetMap `opening_hours` syntax, language-neutral
 * ("Mo-Fr 09:00-19:00; Sa 10:00-16:00"). Shown in the storefront's language: day names from
 * Intl ("Po–Pá 09:00–19:00; So 10:00–16:00" on cs). Text this reader does not understand is
 * shown as stored rather than guessed at.
 */
const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
// 2024-01-01 was a Monday: day i of the week is 2024-01-(1+i).
const dayName = (index: number, intl: string) =>
  new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));

const DAY = '(Mo|Tu|We|Th|Fr|Sa|Su)';
const DAYS_PART = new RegExp(`^${DAY}(?:-${DAY})?$`);
const TIME_PART = /^\d{2}:\d{2}-\d{2}:\d{2}$/;

function formatDays(days: string, intl: string): string | null {
  const parts = days.split(',');
  const out: string[] = [];
  for (const part of parts) {
    const match = DAYS_PART.exec(part.trim());
    if (!match) return null;
    const from = dayName(OSM_DAYS.indexOf(match[1] as (typeof OSM_DAYS)[number]), intl);
    out.push(match[2] ? `${from}–${dayName(OSM_DAYS.indexOf(match[2] as (typeof OSM_DAYS)[number]), intl)}` : from);
  }
  return out.join(', ');
}

export function formatOpeningHours(osm: string, intl: string): string {
  const rules = osm.split(';').map((rule) => rule.trim()).filter(Boolean);
  const out: string[] = [];
  for (const rule of rules) {
    const [days, ...rest] = rule.split(/\s+/);
    const times = rest.join(' ');
    const dayText = formatDays(days, intl);
    const timeParts = times.split(',').map((t) => t.trim());
    if (!dayText || timeParts.some((t) => !TIME_PART.test(t))) return osm;
    out.push(`${dayText} ${timeParts.map((t) => t.replace('-', '–')).join(', ')}`);
  }
  return out.length ? out.join('; ') : osm;
}
