// vanilla-cookieconsent, its stylesheet (self-hosted: bundled from the package, never from a CDN),
// the shop's theme over it and the configuration, as one chunk that startConsent.ts imports only
// when the bar or the preferences must show (issue 17 item 8).
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { run as runLibrary } from 'vanilla-cookieconsent';
import { theme } from '@/ui';
import { consentConfig, type ConsentConfigInput } from './consentConfig';
import { consentThemeCss } from './consentTheme';

export { showPreferences } from 'vanilla-cookieconsent';

let themed = false;

/** Adds the shop's theme for the consent UI to the document, once. */
function addTheme(): void {
  if (themed) return;
  themed = true;
  const style = document.createElement('style');
  style.setAttribute('data-consent-theme', '');
  style.textContent = consentThemeCss(theme);
  document.head.appendChild(style);
}

/**
 * The library moves focus into the bar when it shows it (a timer, then again when the slide-in
 * ends). On a slow phone the bar arrives seconds into the page, when the shopper may already be
 * typing in the search box: the caret would jump into the bar. So the bar takes focus only from
 * nobody (the page's body); a shopper's own focus stays where it is, and the bar waits to be
 * tabbed or tapped to. Its focus target is the library's first child of the bar, focusable only
 * by script (tabindex -1); its own focus is replaced on that one element.
 */
export function keepShoppersFocus(bar: HTMLElement): void {
  const target = bar.firstElementChild;
  if (!(target instanceof HTMLElement) || target.tabIndex !== -1) return;
  const focus = target.focus.bind(target);
  target.focus = (options?: FocusOptions) => {
    const current = document.activeElement;
    if (current && current !== document.body && !bar.contains(current)) return;
    focus(options);
  };
}

/** Starts the library with the shop's configuration (consentConfig.ts) and theme. */
export async function run(input: ConsentConfigInput): Promise<void> {
  addTheme();
  await runLibrary({
    ...consentConfig(input),
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'consentModal') keepShoppersFocus(modal);
    },
  });
}
