/**
 * docs/product.md#constants-consent: crawlers get no consent UI (it would end up in search snippets and screenshots).
 * "bot" counts only as a word ending (Googlebot/, AdsBot-Google, PetalBot;) so phone models such
 * as CUBOT_X19 still see the bar; headless browsers are not crawlers and see it too.
 */
export const BOT_USER_AGENT =
  /bot(?:[-/;)\s]|$)|crawl|spider|slurp|facebookexternalhit|mediapartners-google|google-inspectiontool|ia_archiver|lighthouse/i;

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
