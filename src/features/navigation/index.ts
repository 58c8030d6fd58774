/** Page-shell pieces driven by the content system; the app's Layout composes them. */
export { ShellHeader, type ShellHeaderProps } from './components/ShellHeader';
export { ShellFooter } from './components/ShellFooter';
export { SkipLink } from './components/SkipLink';
export { DemoBanner } from './components/DemoBanner';
export { SearchBox } from './components/SearchBox';
export { navigationTarget, renderableLinks, type ShellLinkTarget } from './lib/navigationTarget';
