import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import type { ShellResponse } from '@/contracts/shell';
import type { AppUser, CartSnapshot } from '../context';

/**
 * What _app reads from every storefront page's props. withShell (getServerSideProps) fills the
 * first four; the optional ones switch what _app renders.
 */
export interface ShellPageProps {
  locale: Locale;
  messages: Messages;
  shell: ShellResponse;
  /** SWR fallback, keyed by apiPath(...): data the server already fetched for the page's hooks. */
  swrFallback: Record<string, unknown>;
  /** Set when the shell or the page's data failed: the internal-error page replaces the page inside the layout. */
  internalError?: boolean;
  /** Set when the page (or the address) does not exist: the not-found view replaces the page inside the layout, status 404. */
  notFound?: boolean;
  /** Set to render the standalone error page instead of the page (docs/product.md#error-pages). */
  statusCode?: number;
  originalErrorMessage?: string | null;
  /** Cart at render time; until the cart issue wires GET /cart/data, no page sets it (empty cart). */
  cart?: CartSnapshot;
  user?: AppUser | null;
  admin?: boolean;
}
