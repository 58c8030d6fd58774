import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { GTM_ID_META, gtmIdFromEnv } from '@/lib/analytics/gtmId';
import { SENTRY_DSN_META, publicSentryDsnFromEnv } from '@/lib/errorReporting/browserDsn';
import { NONCE_HEADER, isNonce } from '@/lib/security/nonce';
import { SHOP_ICONS } from '@/lib/seo/shopIcons';
import { resolvePath } from '@/routing';
import { THEME_COLOR } from '@/ui';
import { CachedStylis } from './styles/cachedStylis';

type ShopDocumentProps = DocumentInitialProps & { nonce?: string; gtmId?: string; sentryDsn?: string };

/**
 * pages/_document: collects styled-components' CSS during server rendering (no flash of unstyled
 * content) and sets <html lang> to the storefront's full tag (cs-CZ, de-AT…), not just the label.
 * Next's scripts carry the response's CSP nonce (proxy.ts); the csp-nonce meta hands it to
 * browser code that inserts inline scripts itself (cspNonce() in src/lib/security). The gtm-id
 * and sentry-dsn metas hand over the tag-manager id and the error-reporting DSN the running server
 * is configured with (ADR 0010), read in the same request as the CSP that allows them: only with a
 * nonce, i.e. never in build-time HTML.
 */
/**
 * The back office speaks the employee's language (Czech or English, its own cookie), whatever the
 * domain's storefront: its pages carry it as `pageProps.locale`, and the document says so.
 */
function adminPageLang(data: { page: string; props?: { pageProps?: { locale?: unknown } } }): string | null {
  if (!data.page.startsWith('/admin')) return null;
  return data.props?.pageProps?.locale === 'en' ? 'en' : 'cs-CZ';
}

export default class ShopDocument extends Document<ShopDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<ShopDocumentProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    const header = ctx.req?.headers[NONCE_HEADER];
    const nonce = isNonce(header) ? header : undefined;
    const gtmId = (nonce && gtmIdFromEnv(process.env)) || undefined;
    const sentryDsn = (nonce && publicSentryDsnFromEnv(process.env)) || undefined;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <CachedStylis>
                <App {...props} />
              </CachedStylis>,
            ),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, nonce, gtmId, sentryDsn, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const locale = resolveLocale(this.props.locale);
    const { nonce, gtmId, sentryDsn } = this.props;
    return (
      <Html lang={adminPageLang(this.props.__NEXT_DATA__) ?? LOCALES[locale].intl}>
        <Head nonce={nonce}>
          {nonce && <meta property="csp-nonce" nonce={nonce} />}
          {gtmId && <meta name={GTM_ID_META} content={gtmId} />}
          {sentryDsn && <meta name={SENTRY_DSN_META} content={sentryDsn} />}
          {/* The shop's icon (public/): without these the browser asks for /favicon.ico anyway. */}
          <link rel="icon" href={SHOP_ICONS.favicon} sizes="32x32" />
          <link rel="icon" href={SHOP_ICONS.svg} type="image/svg+xml" />
          <link rel="apple-touch-icon" href={SHOP_ICONS.appleTouch} />
          {/* Per storefront (its brand and language): pages/manifest.webmanifest.ts. */}
          <link rel="manifest" href={resolvePath('webManifest', locale)} />
          <meta name="theme-color" content={THEME_COLOR} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
