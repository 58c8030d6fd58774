export { theme, colors, fonts, media, space, CONTRAST_PAIRS } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio } from './contrast';
