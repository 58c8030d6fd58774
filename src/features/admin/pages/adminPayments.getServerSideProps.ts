import { bankLineListQuery, type BankLineList, type BankLineListQuery, type BankStatementList } from '@/contracts/bank-statements';
import { fetchBankLines, fetchBankStatements } from '../api/adminApi';
import { withAdmin } from '../server/withAdmin';
import { firstQueryValue } from '@/lib/http/url';


export type AdminPaymentsData = {
  lines: BankLineList | null;
  statements: BankStatementList | null;
  /** The list's filter as the URL has it: a state, `open` (the default) or `all`. */
  filter: string;
  page: number;
};

/** /admin/platby: the incoming payments to resolve (filter and page in the URL) and the latest statements. */
export const getServerSideProps = withAdmin<AdminPaymentsData>('/admin/platby', async ({ client, query }) => {
  const filter = firstQueryValue(query.state) ?? 'open';
  const parsed = bankLineListQuery.safeParse({ state: filter === 'all' ? undefined : filter, page: firstQueryValue(query.page) ?? 1, pageSize: 50 });
  const safe: BankLineListQuery = parsed.success ? parsed.data : bankLineListQuery.parse({ state: 'open', pageSize: 50 });
  const [lines, statements] = await Promise.all([
    fetchBankLines(client, Object.fromEntries(Object.entries(safe).filter(([, v]) => v !== undefined))).catch((error: unknown) => {
      console.error('[admin/platby] could not list lines', error);
      return null;
    }),
    fetchBankStatements(client, { page: 1, pageSize: 10 }).catch((error: unknown) => {
      console.error('[admin/platby] could not list statements', error);
      return null;
    }),
  ]);
  return { props: { lines, statements, filter: parsed.success ? filter : 'open', page: safe.page } };
});
