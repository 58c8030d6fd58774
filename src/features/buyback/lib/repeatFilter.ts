/**
 * A camera sees the same barcode in many frames: count it once while it stays in view, and again
 * only after it has been out of view for `gapMs` (a second copy of the same book, scanned on purpose).
 */
export const SCAN_REPEAT_GAP_MS = 1500;

export function createRepeatFilter(gapMs = SCAN_REPEAT_GAP_MS) {
  const lastSeen = new Map<string, number>();
  return {
    /** True when this sighting is a new scan; every sighting keeps the code "in view". */
    accept(code: string, now: number): boolean {
      const last = lastSeen.get(code);
      lastSeen.set(code, now);
      return last === undefined || now - last > gapMs;
    },
  };
}
