/**
 * The tag manager's data layer (SPEC §7: analytics are pushed to a data layer). Events are plain
 * objects with an `event` name; the tag manager script, when loaded, reads the same array, so
 * pushing before it arrives loses nothing.
 */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends an event to window.dataLayer (created if missing); does nothing on the server. */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
