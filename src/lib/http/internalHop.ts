/**
 * Page rendering calls the shop API over HTTP (docs/architecture.md#shape), so the API sees the server
 * itself as the peer. To still limit per visitor, the server-side client appends the visitor's
 * peer address to X-Forwarded-For like a proxy would, and proves that it is this server's own
 * rendering with a random token that lives only in this process's memory (docs/adr/0011). A
 * client cannot know it, so no header a visitor sends can make the API believe its X-Forwarded-For.
 */
export const INTERNAL_HOP_HEADER = 'x-bookturn-internal-hop';

const KEY = Symbol.for('bookturn.internalHopToken');

/** This process's token: the page bundles and the API bundle share it through globalThis. */
export function internalHopToken(): string {
  const holder = globalThis as { [KEY]?: string };
  if (!holder[KEY]) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
    holder[KEY] = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return holder[KEY];
}
