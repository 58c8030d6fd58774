import cronParser from 'cron-parser';

/** The most recent cron slot at or before `at` (UTC). */
export function previousSlot(cron: string, at: Date): Date {
  // currentDate is exclusive for prev(): a millisecond later makes a slot exactly at `at` count.
  return cronParser.parseExpression(cron, { currentDate: new Date(at.getTime() + 1), tz: 'UTC' }).prev().toDate();
}

/**
 * An "every N minutes" setting as cron (pg-boss schedules only by cron): minutes that divide an
 * hour, hours that divide a day, or whole days; anything else rounds to the nearest such step.
 */
export function everyMinutesCron(minutes: number): string {
  if (minutes < 60) return `*/${[1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].reduce((best, m) => (Math.abs(m - minutes) < Math.abs(best - minutes) ? m : best))} * * * *`;
  if (minutes < 24 * 60) {
    const hours = [1, 2, 3, 4, 6, 8, 12].reduce((best, h) => (Math.abs(h * 60 - minutes) < Math.abs(best * 60 - minutes) ? h : best));
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  const days = Math.max(1, Math.round(minutes / (24 * 60)));
  return days === 1 ? '0 0 * * *' : `0 0 */${days} * *`;
}
