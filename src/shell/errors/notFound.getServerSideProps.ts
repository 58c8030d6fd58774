import { withShell } from '@/app-context/page/shell.server';

/**
 * Any address no page answers (pages/[...notFound].tsx, the last route Next tries) and a route
 * disabled in a storefront (the proxy rewrites it here): the not-found view rendered per request
 * with the storefront's shell and the response's CSP nonce, status 404 (issue 17). The
 * prerendered /404 stays only for what never reaches a page (the shell API down).
 */
export const getServerSideProps = withShell(() => ({ notFound: true }), { namespaces: [] });
