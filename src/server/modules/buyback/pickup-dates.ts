import type { CountryCode } from '@/i18n/locales';

/**
 * Courier pickup dates (issue 14): working days (Monday–Friday, no public holiday of the seller's
 * country) after a cut-off hour in the seller's time zone — a booking before the cut-off can be
 * picked up the next working day, after it the working day after that. Pure and table-driven.
 */
export type HolidayCountry = 'CZ' | 'SK' | 'AT' | 'DE' | 'ES' | 'IT' | 'NL' | 'FR' | 'BE';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as month (1-12) and day. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** Fixed-date holidays (MM-DD) and Easter-based ones (days from Easter Sunday), nationwide only. */
const TABLE: Record<HolidayCountry, { fixed: string[]; easter: number[] }> = {
  // Good Friday −2, Easter Monday +1.
  CZ: { fixed: ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'], easter: [-2, 1] },
  SK: { fixed: ['01-01', '01-06', '05-01', '05-08', '07-05', '08-29', '09-01', '09-15', '11-01', '11-17', '12-24', '12-25', '12-26'], easter: [-2, 1] },
  // Easter Monday, Ascension +39, Whit Monday +50, Corpus Christi +60.
  AT: { fixed: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'], easter: [1, 39, 50, 60] },
  DE: { fixed: ['01-01', '05-01', '10-03', '12-25', '12-26'], easter: [-2, 1, 39, 50] },
  ES: { fixed: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'], easter: [-2] },
  IT: { fixed: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'], easter: [1] },
  // King's Day (27 April; 26 April when the 27th is a Sunday) is added by kingsDay below.
  NL: { fixed: ['01-01', '12-25', '12-26'], easter: [1, 39, 50] },
  FR: { fixed: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'], easter: [1, 39, 50] },
  BE: { fixed: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'], easter: [1, 39, 50] },
};

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

const cache = new Map<string, Set<string>>();

/** The public holidays of a country in a year, as YYYY-MM-DD. */
export function publicHolidays(country: HolidayCountry, year: number): Set<string> {
  const key = `${country}:${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const table = TABLE[country];
  const days = new Set(table.fixed.map((md) => `${year}-${md}`));
  const easter = easterSunday(year);
  const sunday = new Date(Date.UTC(year, easter.month - 1, easter.day));
  for (const offset of table.easter) days.add(isoDate(addDays(sunday, offset)));
  if (country === 'NL') {
    const kings = new Date(Date.UTC(year, 3, 27));
    days.add(isoDate(kings.getUTCDay() === 0 ? addDays(kings, -1) : kings));
  }
  cache.set(key, days);
  return days;
}

export function isWorkingDay(country: HolidayCountry, isoDay: string): boolean {
  const d = new Date(`${isoDay}T00:00:00Z`);
  const weekday = d.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(country, d.getUTCFullYear()).has(isoDay);
}

/** The local calendar date and hour of an instant in a time zone. */
export function localDateAndHour(at: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23',
  }).formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The next `count` pickup dates for a booking made at `now`: working days strictly after today,
 * skipping the first one when the booking is at or after the cut-off hour (local time).
 */
export function pickupDates(now: Date, options: { country: HolidayCountry; timeZone: string; cutoffHour: number; count?: number }): string[] {
  const { date, hour } = localDateAndHour(now, options.timeZone);
  let day = new Date(`${date}T00:00:00Z`);
  let skip = hour >= options.cutoffHour ? 1 : 0;
  const out: string[] = [];
  for (let guard = 0; out.length < (options.count ?? 10) && guard < 400; guard++) {
    day = addDays(day, 1);
    const iso = isoDate(day);
    if (!isWorkingDay(options.country, iso)) continue;
    if (skip > 0) {
      skip -= 1;
      continue;
    }
    out.push(iso);
  }
  return out;
}

export const isHolidayCountry = (country: CountryCode): country is HolidayCountry => country in TABLE;
