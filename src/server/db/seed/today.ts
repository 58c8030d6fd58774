/**
 * "Today" for the demo data. The shop is Czech, but the API may count "added today" in UTC or
 * in Europe/Prague: seeded "today" timestamps fall after both midnights, so they are today in
 * either reading, and never after `now`.
 */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wallClockAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offsetMs = wallClockAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day')) - offsetMs);
}

export function todayWindow(now: Date): { start: Date; end: Date } {
  const utc = startOfDayIn('UTC', now);
  const prague = startOfDayIn('Europe/Prague', now);
  const start = new Date(Math.max(utc.getTime(), prague.getTime()));
  return { start, end: now };
}
