import { backoffMs } from './backoff';
import { everyMinutesCron, previousSlot } from './cron';

describe('job schedules and backoff', () => {
  it('turns WATCHDOG_RUN_MINUTES into a cron step', () => {
    expect(everyMinutesCron(1440)).toBe('0 0 * * *');
    expect(everyMinutesCron(15)).toBe('*/15 * * * *');
    expect(everyMinutesCron(60)).toBe('0 * * * *');
    expect(everyMinutesCron(360)).toBe('0 */6 * * *');
    expect(everyMinutesCron(2880)).toBe('0 0 */2 * *');
  });

  it('names the latest slot at or before a time, in UTC', () => {
    expect(previousSlot('0 0 * * *', new Date('2026-05-04T10:00:00Z')).toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(previousSlot('*/15 * * * *', new Date('2026-05-04T10:15:00Z')).toISOString()).toBe('2026-05-04T10:15:00.000Z');
  });

  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 1000)).toBe(60 * 60_000);
  });
});
