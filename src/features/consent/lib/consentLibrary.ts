// vanilla-cookieconsent and its stylesheet (self-hosted: bundled from the package, never from a
// CDN), as one chunk that startConsent.ts imports only when the bar or the preferences must show.
import 'vanilla-cookieconsent/dist/cookieconsent.css';

export { run, showPreferences } from 'vanilla-cookieconsent';
