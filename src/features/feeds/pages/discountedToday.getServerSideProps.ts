import { withShell } from '@/app-context/page/shell.server';
import { discountedTodayKey, fetchDiscountedToday } from '../api/getDiscountedToday';
import { feedHandler } from './feedHandler';

/** Discounted today (route key `discountedToday`): the shell plus one page of the feed, seeded into SWR. */
export const getServerSideProps = withShell(feedHandler(fetchDiscountedToday, discountedTodayKey), { namespaces: ['authors.feeds', 'authors.pagination'] });
