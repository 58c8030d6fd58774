/**
 * The typed events of docs/product.md#analytics-events besides cart_update (built by the cart feature) and the consent
 * events (src/lib/analytics/consentMode). Page-wide fields are added by the data layer itself.
 */
import { pushToDataLayer } from '@/lib/analytics/dataLayer';

export interface PageViewEvent {
  event: 'page_view';
  /** The page's title, for reports that list pages by name. */
  pageTitle: string;
}

export interface UxClickEvent {
  event: 'ux_click';
  /** What was clicked, e.g. a navigation label or a filter value. */
  value: string;
  /** Position among its siblings (list item, carousel slide), when it has one. */
  index: number | null;
  /** Which component the click came from (header, footer, listing, …). */
  component: string | null;
}

export function pushPageView(title: string): void {
  const event: PageViewEvent = { event: 'page_view', pageTitle: title };
  pushToDataLayer({ ...event });
}

export function pushUxClick(click: Omit<UxClickEvent, 'event'>, options: { suppressUser?: boolean } = {}): void {
  const event: UxClickEvent = { event: 'ux_click', ...click };
  pushToDataLayer({ ...event }, options);
}

/**
 * Clicks on elements marked `data-ux-click="<value>"` (optional `data-ux-index`,
 * `data-ux-component`) become ux_click events, so components need no analytics code.
 */
export function uxClickFromElement(target: EventTarget | null): Omit<UxClickEvent, 'event'> | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-ux-click]') : null;
  if (!element) return null;
  const index = Number.parseInt(element.dataset.uxIndex ?? '', 10);
  const component = element.closest<HTMLElement>('[data-ux-component]')?.dataset.uxComponent ?? null;
  return { value: element.dataset.uxClick ?? '', index: Number.isFinite(index) ? index : null, component };
}
