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

/** Starts the library with the shop's configuration (consentConfig.ts) and theme. */
export async function run(input: ConsentConfigInput): Promise<void> {
  addTheme();
  await runLibrary(consentConfig(input));
}
