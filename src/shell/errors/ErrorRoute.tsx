import type { NextPageContext } from 'next';
import type { ShellPageProps } from '@/app-context/page/pageProps';
import { staticShellProps } from '@/app-context/page/staticShellProps';
import { ErrorPage } from './ErrorPage';

type ErrorRouteProps = ShellPageProps & { statusCode: number; originalErrorMessage: string | null };

/** pages/_error: Next's last resort for unhandled errors; the props carry statusCode, so _app shows ErrorPage. */
export default function ErrorRoute({ statusCode, originalErrorMessage }: ErrorRouteProps) {
  return <ErrorPage statusCode={statusCode} originalErrorMessage={originalErrorMessage} />;
}

ErrorRoute.getInitialProps = async ({ res, err, locale }: NextPageContext): Promise<ErrorRouteProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // A server error's message may reveal internals: in production only client errors (4xx) show it.
  const showMessage = process.env.NODE_ENV !== 'production' || statusCode < 500;
  return {
    ...(await staticShellProps(locale)),
    statusCode,
    originalErrorMessage: showMessage && err?.message ? err.message : null,
  };
};
