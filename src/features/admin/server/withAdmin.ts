import type { GetServerSideProps, GetServerSidePropsContext, Redirect } from 'next';
import type { AbstractIntlMessages } from 'next-intl';
import { precompileMessages } from '@/i18n/precompile';
import type { CurrentEmployee } from '@/contracts/staff';
import { HttpError, type ApiClient } from '@/lib/http';
import { serverClient } from '@/lib/http/server';
import { fetchCurrentEmployee } from '../api/adminApi';
import { adminPath } from '../adminPath';
import { ADMIN_LANG_COOKIE, adminLangOf, adminPage, mayAccess, type AdminLang, type AdminPagePath } from '../adminPages';

/** What every admin page gets (pages/_app renders admin pages without the storefront's layout). */
export interface AdminPageProps {
  adminPage: true;
  /** The staff UI's language; `locale` too, so next-intl formats in it. */
  locale: AdminLang;
  messages: { admin: AbstractIntlMessages };
  employee: CurrentEmployee | null;
  /** Set when the employee lacks the page's permission: the page renders the 403 view instead. */
  forbidden: string | null;
}

/** The admin namespace in the staff UI's language (Czech unless the employee switched to English), precompiled (src/i18n/precompile.ts). */
export async function adminMessages(lang: AdminLang): Promise<{ admin: AbstractIntlMessages }> {
  const loaded = (await import(`../../../../locales/${lang}/admin.json`)) as { default?: AbstractIntlMessages };
  // The support desk's strings live in their own file (issue 16), under admin.supportDesk.
  const support = (await import(`../../../../locales/${lang}/admin-support.json`)) as { default?: AbstractIntlMessages };
  return precompileMessages({ admin: { ...((loaded.default ?? loaded) as Record<string, AbstractIntlMessages>), supportDesk: (support.default ?? support) as AbstractIntlMessages } });
}

export const adminLangFromRequest = (ctx: GetServerSidePropsContext): AdminLang => adminLangOf(ctx.req.cookies?.[ADMIN_LANG_COOKIE]);

export interface AdminContext extends GetServerSidePropsContext {
  client: ApiClient;
  employee: CurrentEmployee;
  lang: AdminLang;
}
export type AdminHandler<P> = (ctx: AdminContext) => Promise<{ props: P } | { redirect: Redirect } | { notFound: true }>;

/**
 * getServerSideProps of an /admin page: its permission comes from ADMIN_PAGES (one place).
 * Anonymous → redirect to /admin/login?next=…; signed in without the permission → the 403 view
 * (HTTP 403); else the page's own handler with the employee and an API client carrying the cookies.
 */
export function withAdmin<P extends Record<string, unknown>>(path: AdminPagePath, handler?: AdminHandler<P>): GetServerSideProps<AdminPageProps & Partial<P>> {
  const { permission } = adminPage(path);
  return async (ctx) => {
    ctx.res.setHeader('cache-control', 'private, no-store');
    const lang = adminLangFromRequest(ctx);
    const client = serverClient(ctx, lang);
    client.defaults.headers.common['Accept-Encoding'] = 'identity';
    let employee: CurrentEmployee;
    try {
      employee = await fetchCurrentEmployee(client);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        return { redirect: { destination: adminPath('adminLogin', undefined, { next: ctx.resolvedUrl }), permanent: false } };
      }
      throw error;
    }
    const messages = await adminMessages(lang);
    const base: AdminPageProps = { adminPage: true, locale: lang, messages, employee, forbidden: null };
    if (!mayAccess(employee.permissions, permission)) {
      ctx.res.statusCode = 403;
      return { props: { ...base, forbidden: permission } as AdminPageProps & Partial<P> };
    }
    if (!handler) return { props: base as AdminPageProps & Partial<P> };
    const result = await handler({ ...ctx, client, employee, lang });
    if (!('props' in result)) return result;
    return { props: { ...base, ...result.props } };
  };
}

/** Sign-in and sign-out pages: no employee needed. */
export function withAdminPublic<P extends Record<string, unknown>>(handler: (ctx: GetServerSidePropsContext, lang: AdminLang) => Promise<{ props: P } | { redirect: Redirect }>): GetServerSideProps<AdminPageProps & P> {
  return async (ctx) => {
    ctx.res.setHeader('cache-control', 'private, no-store');
    const lang = adminLangFromRequest(ctx);
    const result = await handler(ctx, lang);
    if (!('props' in result)) return result;
    return { props: { adminPage: true, locale: lang, messages: await adminMessages(lang), employee: null, forbidden: null, ...result.props } };
  };
}
