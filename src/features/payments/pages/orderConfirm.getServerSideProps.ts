import { withShell } from '@/app-context/page/shell.server';
import { firstQueryValue } from '@/lib/http/url';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type OrderConfirmPageProps = { token: string | null };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /confirm-order?token=… (route key `confirmOrder`). Rendering the page writes nothing: mail
 * scanners that fetch the link confirm nothing; the page's script does (docs/adr/0012).
 */
export const getServerSideProps = withShell<OrderConfirmPageProps>(async ({ query, res }) => {
  res.setHeader('cache-control', 'private, no-store');
  const token = firstQueryValue(query.token);
  return { props: { token: token && TOKEN.test(token) ? token : null } };
}, { namespaces: ['checkout.orderConfirm'] });
