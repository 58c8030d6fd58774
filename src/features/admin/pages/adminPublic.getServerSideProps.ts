import { serverClient } from '@/lib/http/server';
import { safeAdminNext } from '../adminPages';
import { withAdminPublic } from '../server/withAdmin';

/** /admin/login: the return path after sign-in (only /admin paths). */
export const getLoginServerSideProps = withAdminPublic(async (ctx) => ({ props: { next: safeAdminNext(ctx.query.next) } }));

/**
 * /admin/logout: a plain GET that ends the staff session too (a link or a bookmark signs out):
 * the API is called with the browser's cookies and its cookie-clearing answer passed on.
 */
export const getLogoutServerSideProps = withAdminPublic(async (ctx, lang) => {
  const client = serverClient(ctx, lang);
  const cookies = ctx.req.headers.cookie ?? '';
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1];
  if (/(?:^|;\s*)(?:__Host-)?bt_staff=/.test(cookies) && xsrf) {
    try {
      const res = await client.post('/adonis/admin/v1/employees/logout', {}, { headers: { 'x-xsrf-token': decodeURIComponent(xsrf) } });
      const setCookie = res.headers['set-cookie'];
      if (setCookie) ctx.res.setHeader('set-cookie', setCookie);
    } catch (error) {
      console.error('[admin/logout] could not end the staff session', error);
    }
  }
  return { props: {} };
});
