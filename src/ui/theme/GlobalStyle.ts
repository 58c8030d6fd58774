import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Base document styles: readable defaults and a focus ring that is always visible on keyboard use. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${theme.colors.ink};
    background: ${theme.colors.paper};
  }

  h1, h2, h3 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
    margin: 0 0 ${theme.space.md};
  }

  h1 { font-size: 1.75rem; }
  h2 { font-size: 1.375rem; }
  h3 { font-size: 1.0625rem; }

  ${theme.media.tablet} {
    h1 { font-size: 2.25rem; }
    h2 { font-size: 1.625rem; }
  }

  a { color: ${theme.colors.link}; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: 2px; }

  img { max-width: 100%; height: auto; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  ${theme.media.reducedMotion} {
    *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
  }
`;
