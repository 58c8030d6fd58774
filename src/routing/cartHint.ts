/**
 * Keeps the script-readable cart hint (CART_HINT_COOKIE) in step with the HttpOnly cart cookie on
 * every page request (proxy.ts): the API sets and clears both together, but a cart cookie from
 * before the hint existed, or a hint outliving its cart cookie, would make a cached page show an
 * empty cart, or ask for one in vain. What the response must do with the hint, if anything.
 */
export function cartHintChange(cookies: { hasCart: boolean; hint: string | undefined }): 'set' | 'clear' | null {
  if (cookies.hasCart) return cookies.hint === '1' ? null : 'set';
  return cookies.hint === undefined ? null : 'clear';
}
