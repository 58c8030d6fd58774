import { COMMISSION_PAYOUT_FILTERS, fetchCommissionPayouts, type CommissionPayoutFilter } from '../api/commissionPayoutsApi';
import { withAdmin } from '../server/withAdmin';

/** /admin/provize-vyplaty: commission payouts of one state (?state=, requested by default). */
export const getServerSideProps = withAdmin('/admin/provize-vyplaty', async ({ client, query }) => {
  const raw = Array.isArray(query.state) ? query.state[0] : query.state;
  const filter: CommissionPayoutFilter = (COMMISSION_PAYOUT_FILTERS as readonly string[]).includes(raw ?? '') ? raw as CommissionPayoutFilter : 'requested';
  return { props: { payouts: (await fetchCommissionPayouts(client, filter)).items, filter } };
});
