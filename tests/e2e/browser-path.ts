import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive (Playwright cannot download browsers here): CHROMIUM_PATH,
 * else Debian's `chromium-headless-shell`, else Debian's full `chromium`. The headless shell is the
 * browser Playwright itself runs headless tests in; the full browser's "new headless" mode also
 * runs the browser's own UI renderers and took about half again as much CPU per test (measured on
 * two specs: 38 s of CPU against 70 s). No path aliases here: the Playwright config imports this file.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) || '/usr/bin/chromium';
