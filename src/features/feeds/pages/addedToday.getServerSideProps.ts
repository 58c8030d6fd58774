import { withShell } from '@/app-context/page/shell.server';
import { addedTodayKey, fetchAddedToday } from '../api/getAddedToday';
import { feedHandler } from './feedHandler';

/** Added today (route key `addedToday`): the shell plus one page of the feed, seeded into SWR. */
export const getServerSideProps = withShell(feedHandler(fetchAddedToday, addedTodayKey), { namespaces: ['authors.feeds', 'authors.pagination'] });
