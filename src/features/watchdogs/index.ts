/** Watchdogs: the "tell me when it is in stock" link for book, author and listing pages; pages import their views directly. */
export { WatchdogButton, type WatchdogTargetQuery } from './components/WatchdogButton';
export { useWatchdogs, fetchWatchdogs, watchdogsKey, WATCHDOGS_ENDPOINT } from './api/watchdogs';
