import { COMMISSION_PAYOUT_FILTERS, fetchCommissionPayouts, fetchExchangeRates, type CommissionPayoutFilter } from '../api/commissionPayoutsApi';
import { withAdmin } from '../server/withAdmin';

/** /admin/provize-vyplaty: commission payouts of one state (?state=, requested by default); the CZK/EUR rates for holders of `commission`. */
export const getServerSideProps = withAdmin('/admin/provize-vyplaty', async ({ client, query, employee }) => {
  const raw = Array.isArray(query.state) ? query.state[0] : query.state;
  const filter: CommissionPayoutFilter = (COMMISSION_PAYOUT_FILTERS as readonly string[]).includes(raw ?? '') ? raw as CommissionPayoutFilter : 'requested';
  const rates = employee.permissions.includes('commission') ? (await fetchExchangeRates(client)).items : null;
  return { props: { payouts: (await fetchCommissionPayouts(client, filter)).items, filter, rates, today: new Date().toISOString().slice(0, 10) } };
});
