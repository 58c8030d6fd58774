import type { DefaultTheme } from 'styled-components';

/**
 * The consent bar and preferences (vanilla-cookieconsent draws them outside React) in the shop's
 * own theme: its colours through the library's CSS variables, its fonts, and on phones a compact
 * bar (short text block, the two equal-weight choices side by side, preferences as a text link)
 * that leaves most of the first screen to the shop. The doubled id outranks the library's own
 * rules, whichever stylesheet loads last.
 *
 * Plain CSS text, added to the document by the library's chunk when the bar or the preferences
 * first show (consentLibrary.ts): a page that shows neither carries none of it (issue 17 item 8).
 */
export function consentThemeCss(theme: DefaultTheme): string {
  return `
  #cc-main#cc-main {
    --cc-font-family: ${theme.fonts.body};
    --cc-bg: ${theme.colors.surface};
    --cc-primary-color: ${theme.colors.ink};
    --cc-secondary-color: ${theme.colors.inkMuted};
    --cc-link-color: ${theme.colors.link};
    --cc-btn-primary-bg: ${theme.colors.primary};
    --cc-btn-primary-color: ${theme.colors.onPrimary};
    --cc-btn-primary-border-color: ${theme.colors.primary};
    --cc-btn-primary-hover-bg: ${theme.colors.primaryHover};
    --cc-btn-primary-hover-color: ${theme.colors.onPrimary};
    --cc-btn-primary-hover-border-color: ${theme.colors.primaryHover};
    --cc-btn-secondary-bg: ${theme.colors.surface};
    --cc-btn-secondary-color: ${theme.colors.primary};
    --cc-btn-secondary-border-color: ${theme.colors.primary};
    --cc-btn-secondary-hover-bg: ${theme.colors.paper};
    --cc-btn-secondary-hover-color: ${theme.colors.primaryHover};
    --cc-btn-secondary-hover-border-color: ${theme.colors.primaryHover};
    --cc-btn-border-radius: ${theme.radius};
    --cc-modal-border-radius: ${theme.radius};
    --cc-separator-border-color: ${theme.colors.border};
    --cc-toggle-on-bg: ${theme.colors.shelf};
    --cc-toggle-off-bg: ${theme.colors.inkMuted};
    --cc-toggle-readonly-bg: ${theme.colors.border};
    --cc-cookie-category-block-bg: ${theme.colors.paper};
    --cc-cookie-category-block-border: ${theme.colors.border};
    --cc-cookie-category-block-hover-bg: ${theme.colors.paper};
    --cc-cookie-category-block-hover-border: ${theme.colors.border};
    --cc-cookie-category-expanded-block-bg: ${theme.colors.surface};
    --cc-cookie-category-expanded-block-hover-bg: ${theme.colors.paper};
    --cc-footer-bg: ${theme.colors.paper};
    --cc-footer-color: ${theme.colors.inkMuted};
    --cc-footer-border-color: ${theme.colors.border};
    --cc-overlay-bg: ${theme.colors.overlay};

    color: ${theme.colors.ink};
    font-family: ${theme.fonts.body};
  }

  /*
   * A shop dialog is modal (the add-to-cart sheet, the filters): while one is open the bar waits
   * under its backdrop instead of covering the dialog's actions, and is back on top when it closes.
   */
  html:has([data-modal-overlay]) #cc-main#cc-main {
    z-index: ${theme.layers.dialog - 1};
  }

  #cc-main#cc-main .cm--bar {
    border-top: 4px solid ${theme.colors.shelf};
    box-shadow: 0 -0.25rem 1rem rgba(43, 33, 24, 0.18);
  }

  #cc-main#cc-main .cm__title,
  #cc-main#cc-main .pm__title {
    font-family: ${theme.fonts.heading};
    color: ${theme.colors.ink};
  }

  #cc-main#cc-main .cm__btn,
  #cc-main#cc-main .pm__btn {
    min-height: 2.75rem;
    font-weight: 700;
  }

  #cc-main#cc-main :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  /* Phones: the library stacks three full-width buttons under the text; here a short bar instead. */
  @media screen and (max-width: 640px) {
    #cc-main#cc-main .cm__title {
      padding-top: ${theme.space.sm} !important;
      margin: 0;
      font-size: 1rem;
    }

    #cc-main#cc-main .cm__desc {
      max-height: 6em;
      overflow-y: auto;
      padding-bottom: ${theme.space.sm};
      font-size: 0.8125rem;
      line-height: 1.35;
    }

    #cc-main#cc-main .cm__btns {
      padding-top: ${theme.space.sm};
      padding-bottom: ${theme.space.sm};
    }

    #cc-main#cc-main .cm__btn-group {
      flex-direction: row !important;
      gap: ${theme.space.sm};
    }

    #cc-main#cc-main .cm__btn-group .cm__btn {
      flex: 1 1 0 !important;
      margin: 0 !important;
      padding: ${theme.space.xs} ${theme.space.sm};
      font-size: 0.875rem;
    }

    #cc-main#cc-main .cm__btn-group + .cm__btn-group {
      margin: ${theme.space.xs} 0 0 !important;
    }

    /* "Manage preferences" as a plain link-like button: it is a way to the choices, not a choice. */
    #cc-main#cc-main .cm__btn-group + .cm__btn-group .cm__btn {
      min-height: 2rem;
      padding: 0;
      border-color: transparent;
      background: transparent;
      color: ${theme.colors.link};
      text-decoration: underline;
      font-weight: 600;
    }
  }
`;
}
