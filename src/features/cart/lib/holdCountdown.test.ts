import { formatCountdown, holdRemainingMs, holdStage } from './holdCountdown';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

describe('holdRemainingMs', () => {
  it('counts down to heldUntil and stops at zero', () => {
    expect(holdRemainingMs('2030-01-01T12:18:42.000Z', NOW)).toBe((18 * 60 + 42) * 1000);
    expect(holdRemainingMs('2030-01-01T11:59:00.000Z', NOW)).toBe(0);
  });
  it('is zero for a lapsed hold (null) or an unreadable time', () => {
    expect(holdRemainingMs(null, NOW)).toBe(0);
    expect(holdRemainingMs('soon', NOW)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [(18 * 60 + 42) * 1000, '18:42'],
    [(18 * 60 + 41) * 1000 + 1, '18:42'],
    [65_000, '1:05'],
    [1, '0:01'],
    [0, '0:00'],
    [(3600 + 5 * 60 + 9) * 1000, '1:05:09'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('holdStage', () => {
  it.each([
    [20 * 60_000, 'held'],
    [5 * 60_000 + 1, 'held'],
    [5 * 60_000, 'ending'],
    [60_001, 'ending'],
    [60_000, 'lastMinute'],
    [1, 'lastMinute'],
    [0, 'expired'],
  ])('%i ms → %s', (ms, stage) => {
    expect(holdStage(ms)).toBe(stage);
  });
});
