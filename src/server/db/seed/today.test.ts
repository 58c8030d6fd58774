import { startOfDayIn, todayWindow } from './today';

describe('today window', () => {
  it.each([
    // [now, expected start] — the later of UTC and Prague midnight.
    ['2025-06-15T12:00:00Z', '2025-06-15T00:00:00.000Z'],
    ['2025-06-15T22:30:00Z', '2025-06-15T22:00:00.000Z'], // already the 16th in Prague (CEST)
    ['2025-01-15T23:30:00Z', '2025-01-15T23:00:00.000Z'], // already the 16th in Prague (CET)
    ['2025-03-30T00:30:00Z', '2025-03-30T00:00:00.000Z'], // DST switch day
  ])('at %s starts at %s', (now, start) => {
    expect(todayWindow(new Date(now)).start.toISOString()).toBe(start);
  });

  it('finds Prague midnight in winter and summer', () => {
    expect(startOfDayIn('Europe/Prague', new Date('2025-01-15T12:00:00Z')).toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(startOfDayIn('Europe/Prague', new Date('2025-07-15T12:00:00Z')).toISOString()).toBe('2025-07-14T22:00:00.000Z');
  });
});
