export { theme, colors, fonts, media, space, CONTRAST_PAIRS, THEME_COLOR } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio } from './contrast';
