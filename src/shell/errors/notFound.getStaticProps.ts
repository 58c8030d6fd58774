import type { GetStaticProps } from 'next';
import type { ShellPageProps } from '@/app-context/page/pageProps';
import { staticShellProps } from '@/app-context/page/staticShellProps';

/**
 * /404 is pre-rendered per locale at build time (Next requires 404 to be static) and must work
 * when the API is down, so it gets translations and an empty shell — no API call.
 */
export const getStaticProps: GetStaticProps<ShellPageProps> = async ({ locale }) => ({
  props: await staticShellProps(locale),
});
