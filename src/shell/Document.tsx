import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { LOCALES, resolveLocale } from '@/i18n/locales';

/**
 * pages/_document: collects styled-components' CSS during server rendering (no flash of unstyled
 * content) and sets <html lang> to the storefront's full tag (cs-CZ, de-AT…), not just the label.
 */
export default class ShopDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const locale = resolveLocale(this.props.locale);
    return (
      <Html lang={LOCALES[locale].intl}>
        <Head />
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
