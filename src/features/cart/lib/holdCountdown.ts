const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Milliseconds left on a hold at `now`; 0 when it lapsed, has no end, or the time is unreadable. */
export function holdRemainingMs(heldUntil: string | null, now: number): number {
  if (!heldUntil) return 0;
  const until = Date.parse(heldUntil);
  return Number.isNaN(until) ? 0 : Math.max(0, until - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "18:42" (minutes:seconds), or "1:05:09" past an hour. Rounded up, so "0:00" is never shown
 * while the copy is still held: the last second reads "0:01", then the hold has lapsed.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.ceil(Math.max(0, remainingMs) / SECOND);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The few moments worth announcing to a screen reader (not every second): 5 minutes, 1 minute, lapsed. */
export type HoldStage = 'held' | 'ending' | 'lastMinute' | 'expired';

export function holdStage(remainingMs: number): HoldStage {
  if (remainingMs <= 0) return 'expired';
  if (remainingMs <= MINUTE) return 'lastMinute';
  if (remainingMs <= 5 * MINUTE) return 'ending';
  return 'held';
}
