/**
 * The tag manager's data layer (docs/product.md#analytics-events: analytics are pushed to a data layer). Events are plain
 * objects with an `event` name; the tag manager script, when loaded, reads the same array, so
 * pushing before it arrives loses nothing — and pushing without consent sends nothing anywhere:
 * the array only leaves the page through the tag manager, which loads after consent.
 *
 * Every event carries the docs/product.md#analytics-events fields (page area, location, value, index and the user
 * identity unless suppressed) once the analytics feature has registered the page context
 * (setDataLayerContext). Without a registered context (unit tests of other features, pages
 * rendered outside the shell) events go out exactly as given.
 */
import { isDataLayerDebug } from './debugFlag';

export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

/** Who is browsing, as far as analytics may know it (docs/product.md#customer-levels user identification levels). */
export interface DataLayerUser {
  id: number | null;
  identificationLevel: 'anonymous' | 'submit_email' | 'identified_by_scan_qr_code' | 'full_login';
}

/** The page-wide fields, read at push time so they describe the page the event happened on. */
export interface DataLayerContext {
  pageType: string;
  pageArea: string;
  location: string;
  user: DataLayerUser;
  /** Whether the visitor granted the analytics category; without it no identity is ever sent. */
  analyticsGranted: boolean;
}

/** docs/product.md#analytics-events fields every enriched event has. */
export interface EnrichedFields {
  event: string;
  pageType: string;
  pageArea: string;
  location: string;
  value: unknown;
  index: number | null;
  user?: DataLayerUser;
}

export interface PushOptions {
  /** Leave the user identity out of this event even when analytics is granted. */
  suppressUser?: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let readContext: (() => DataLayerContext) | undefined;

/** Registered by the analytics feature on mount; returns the unregister function. */
export function setDataLayerContext(read: (() => DataLayerContext) | undefined): () => void {
  readContext = read;
  return () => {
    if (readContext === read) readContext = undefined;
  };
}

/** Adds the docs/product.md#analytics-events page-wide fields; the event's own fields win, identity only when allowed. */
export function enrichEvent(event: DataLayerEvent, context: DataLayerContext, options: PushOptions = {}): DataLayerEvent & EnrichedFields {
  const { user: ownUser, ...own } = event;
  const enriched: DataLayerEvent & EnrichedFields = {
    pageType: context.pageType,
    pageArea: context.pageArea,
    location: context.location,
    value: null,
    index: null,
    ...own,
  };
  if (context.analyticsGranted && !options.suppressUser) enriched.user = (ownUser as DataLayerUser | undefined) ?? context.user;
  return enriched;
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** Appends an event to window.dataLayer (created if missing); does nothing on the server. */
export function pushToDataLayer(event: DataLayerEvent, options: PushOptions = {}): void {
  if (typeof window === 'undefined') return;
  const entry = readContext ? enrichEvent(event, readContext(), options) : event;
  dataLayer().push(entry);
  if (isDataLayerDebug()) console.info('[dataLayer]', entry);
}

/**
 * The gtag() command form: the tag manager reads an `arguments` object (not a plain array) as a
 * command such as consent default/update, so this must stay a classic function.
 */
export function gtag(..._args: unknown[]): void {
  if (typeof window === 'undefined') return;
  // eslint-disable-next-line prefer-rest-params -- the tag manager recognises only an Arguments object
  dataLayer().push(arguments);
  if (isDataLayerDebug()) console.info('[dataLayer] gtag', _args);
}
