import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AdminLink, adminPath } from './AdminLink';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import type { AdminSearchResult, CurrentEmployee } from '@/contracts/staff';
import { logout, search } from '../api/adminApi';
import { ADMIN_LANG_COOKIE, ADMIN_LANGS, navFor, type AdminLang } from '../adminPages';
import { Brand, Button, Main, Shell, Side, TopBar } from './adminStyles';
import { scrollCurrentIntoRow } from './scrollCurrentIntoRow';

export interface AdminLayoutProps {
  employee: CurrentEmployee;
  lang: AdminLang;
  /** The page's pathname in ADMIN_PAGES (marks the nav entry). */
  current: string;
  children: ReactNode;
}

const HIT_HREF = (hit: AdminSearchResult['items'][number]) => (hit.kind === 'order' ? adminPath('adminOrder', { id: hit.id }) : adminPath('adminEmployee', { id: hit.id }));

/** The staff pages' own frame: navigation by permission, the signed-in employee, sign-out, search, language. */
export function AdminLayout({ employee, lang, current, children }: AdminLayoutProps) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<AdminSearchResult['items'] | null>(null);
  const [busy, setBusy] = useState(false);
  const navList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (navList.current) scrollCurrentIntoRow(navList.current);
  }, [current]);
  // The document's language is the desk's: the server renders it for the first page (src/shell/Document.tsx);
  // Next's router sets the storefront's locale after every client navigation, so it is set again after it.
  useEffect(() => {
    const setLang = () => { document.documentElement.lang = lang === 'en' ? 'en' : 'cs-CZ'; };
    setLang();
    router.events.on('routeChangeComplete', setLang);
    return () => router.events.off('routeChangeComplete', setLang);
  }, [lang, router.events]);

  const switchLang = (next: AdminLang) => {
    document.cookie = `${ADMIN_LANG_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    void router.replace(router.asPath);
  };
  const signOut = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      void router.push(adminPath('adminLogout'));
    }
  };
  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    try {
      const result = await search(q);
      if (result.items.length === 1) {
        setHits(null);
        void router.push(HIT_HREF(result.items[0]!));
      } else setHits(result.items);
    } catch {
      toast.error(t('employees.failed'));
    }
  };

  return (
    <Shell>
      <a href="#admin-main" className="visually-hidden-focusable" style={{ position: 'absolute', left: -9999 }} onFocus={(e) => { e.currentTarget.style.left = '8px'; }} onBlur={(e) => { e.currentTarget.style.left = '-9999px'; }}>
        {t('skipToContent')}
      </a>
      <TopBar>
        <Brand href={adminPath('admin')}>{t('title')}</Brand>
        <form role="search" aria-label={t('shell.searchLabel')} onSubmit={onSearch} style={{ display: 'flex', gap: 6, alignItems: 'center', flex: '1 1 320px', position: 'relative' }}>
          <label htmlFor="admin-search" style={{ position: 'absolute', left: -9999 }}>{t('shell.searchLabel')}</label>
          <input
            id="admin-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('shell.searchPlaceholder')}
            style={{ flex: 1, minHeight: 34, padding: '4px 8px', borderRadius: 4, border: '1px solid #ccc', font: 'inherit', color: '#1a1a1a', background: '#fff' }}
          />
          <Button type="submit" $variant="plain" style={{ color: '#1f3a5f' }}>{t('shell.searchSubmit')}</Button>
          {hits && (
            <div role="region" aria-label={t('shell.searchResults')} style={{ position: 'absolute', top: 40, left: 0, right: 0, background: '#fff', color: '#1a1a1a', border: '1px solid #ccc', borderRadius: 4, zIndex: 10, padding: 8 }}>
              {hits.length === 0 ? <p style={{ margin: 0 }}>{t('shell.searchEmpty')}</p> : (
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {hits.map((hit) => (
                    <li key={`${hit.kind}-${hit.id}`}><AdminLink href={HIT_HREF(hit)} onClick={() => setHits(null)}>{hit.label}</AdminLink> — {hit.detail}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </form>
        <span>{t('shell.signedInAs', { name: employee.name })}</span>
        <span role="group" aria-label={t('shell.language')} style={{ display: 'flex', gap: 4 }}>
          {ADMIN_LANGS.map((l) => (
            <button
              key={l} type="button" lang={l} aria-pressed={l === lang} onClick={() => switchLang(l)}
              style={{ background: l === lang ? '#fff' : 'transparent', color: l === lang ? '#1f3a5f' : '#fff', border: '1px solid #fff', borderRadius: 4, padding: '4px 8px', cursor: 'pointer', font: 'inherit' }}
            >
              {l === 'cs' ? 'Čeština' : 'English'}
            </button>
          ))}
        </span>
        <Button type="button" $variant="plain" style={{ color: '#1f3a5f' }} onClick={signOut} disabled={busy}>{t('shell.logout')}</Button>
      </TopBar>
      <Side aria-label={t('nav.label')}>
        <ul ref={navList}>
          {navFor(employee.permissions).map((page) => (
            <li key={page.path}>
              <AdminLink href={page.path} aria-current={page.path === current ? 'page' : undefined}>{t(`nav.${page.nav}`)}</AdminLink>
            </li>
          ))}
        </ul>
      </Side>
      <Main id="admin-main" tabIndex={-1}>{children}</Main>
    </Shell>
  );
}
