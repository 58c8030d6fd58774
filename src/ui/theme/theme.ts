/**
 * The storefront theme: a warm, bookish palette (paper, ink, oxblood, library green) on a
 * system font stack — no downloaded fonts (docs/architecture.md#dependencies: nothing loads from a CDN).
 * Every text/background pair listed in CONTRAST_PAIRS is checked ≥ 4.5:1 by a unit test.
 */
export const colors = {
  paper: '#FBF7F0',
  surface: '#FFFFFF',
  ink: '#2B2118',
  inkMuted: '#5C4D40',
  border: '#D6C7B3',
  primary: '#7A2E1D',
  primaryHover: '#5A1F12',
  onPrimary: '#FFFFFF',
  link: '#7A2E1D',
  sale: '#9E2418',
  shelf: '#23392F',
  onShelf: '#FBF7F0',
  onShelfMuted: '#D8E2D3',
  promo: '#F8DF8B',
  onPromo: '#2B2118',
  focus: '#1F5FAD',
  focusOnDark: '#F8DF8B',
  overlay: 'rgba(43, 33, 24, 0.6)',
} as const;

/** Text/background pairs the UI actually uses; the theme test asserts WCAG AA for each. */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [text: keyof typeof colors, background: keyof typeof colors]> = [
  ['ink', 'paper'],
  ['ink', 'surface'],
  ['inkMuted', 'paper'],
  ['inkMuted', 'surface'],
  ['link', 'paper'],
  ['link', 'surface'],
  ['sale', 'surface'],
  ['sale', 'paper'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onShelf', 'shelf'],
  ['onShelfMuted', 'shelf'],
  ['onPromo', 'promo'],
  ['focus', 'paper'],
  ['focusOnDark', 'shelf'],
];

/** The colour of the shop's header: the browser's toolbar (theme-color) and the home-screen window take it. */
export const THEME_COLOR = colors.shelf;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
} as const;

/** Mobile first: styles are written for small screens, these widen them. */
export const media = {
  tablet: '@media (min-width: 48em)',
  desktop: '@media (min-width: 64em)',
  /** Only what small screens need and wider ones must not get (a folded menu, a filter button). */
  phoneOnly: '@media (max-width: 47.99em)',
  belowDesktop: '@media (max-width: 63.99em)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' } as const;

/**
 * Stacking order of what floats over the page. The cookie bar (drawn by its library, at the top
 * of every stack) steps down under `dialog` while a shop dialog is open (consentTheme.ts).
 */
export const layers = { dialog: 1000, skipLink: 1100 } as const;

export const theme = {
  colors,
  fonts,
  media,
  space,
  layers,
  radius: '0.375rem',
  maxWidth: '75rem',
} as const;

export type Theme = typeof theme;
