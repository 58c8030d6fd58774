/**
 * A full page load to another site (payment provider). Its own module so tests can replace it:
 * jsdom's window.location cannot be spied on.
 */
export function navigateAway(url: string): void {
  window.location.assign(url);
}
