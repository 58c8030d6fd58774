import { HttpError } from '@/lib/http';
import { CONTACT_INBOX_STATES, supportCustomerListQuery } from '@/contracts/support';
import { fetchCustomer, fetchCustomers, fetchInbox, fetchReportedReviews } from '../api/supportApi';
import { withAdmin } from '../server/withAdmin';
import { firstQueryValue } from '@/lib/http/url';


/** /admin/zakaznici: customers, searched and paged by the server (q and page in the URL). */
export const getCustomersServerSideProps = withAdmin('/admin/zakaznici', async ({ client, query }) => {
  const parsed = supportCustomerListQuery.safeParse({ q: firstQueryValue(query.q) || undefined, page: firstQueryValue(query.page) ?? 1 });
  const q = parsed.success ? parsed.data : { page: 1, pageSize: 25 };
  return { props: { list: await fetchCustomers(client, q), q: parsed.success ? parsed.data.q ?? '' : '' } };
});

/** /admin/zakaznici/[id]: one customer (404 for an unknown id). */
export const getCustomerServerSideProps = withAdmin('/admin/zakaznici/[id]', async ({ client, params }) => {
  const id = Number(params?.id);
  if (!Number.isInteger(id) || id <= 0) return { notFound: true };
  try {
    return { props: { detail: await fetchCustomer(client, id) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true };
    throw error;
  }
});

/** /admin/moderace: reviews with open reports. */
export const getModerationServerSideProps = withAdmin('/admin/moderace', async ({ client }) => ({ props: { reviews: (await fetchReportedReviews(client)).items } }));

/** /admin/zpravy: the contact-form inbox (open, mine, closed). */
export const getInboxServerSideProps = withAdmin('/admin/zpravy', async ({ client, query }) => {
  const state = (CONTACT_INBOX_STATES as readonly string[]).includes(firstQueryValue(query.state) ?? '') ? firstQueryValue(query.state)! : 'open';
  const page = Math.max(1, Math.min(10_000, Number(firstQueryValue(query.page)) || 1));
  return { props: { inbox: await fetchInbox(client, { state, page }), state } };
});
