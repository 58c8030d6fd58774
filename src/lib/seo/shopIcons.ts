/**
 * The shop's icon files (public/), in one place: the document links some of them, the web app
 * manifest lists the others. They are files, not routes, so they are not in the route table.
 */
export const SHOP_ICONS = {
  /** What browsers ask for by default; 32 × 32 PNG inside. */
  favicon: '/favicon.ico',
  svg: '/favicon.svg',
  appleTouch: '/apple-touch-icon.png',
  png192: '/icon-192.png',
  png512: '/icon-512.png',
  /** The artwork inside the 80 % safe zone, for launchers that crop to a shape. */
  maskable512: '/icon-maskable-512.png',
} as const;
