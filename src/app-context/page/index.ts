/**
 * What every page's getServerSideProps / getStaticProps stands on: the shell data (navigation,
 * footer, promo) with the visitor's session, the page-HTML cache, and the page props' shape.
 * Server-only modules are imported by their own path (`@/app-context/page/shell.server`).
 */
export { emptyShell } from './emptyShell';
export { fetchShell, shellKey, SHELL_ENDPOINT } from './getShell';
export type { ShellPageProps } from './pageProps';
