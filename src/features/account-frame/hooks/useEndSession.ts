import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { useAppContext } from '@/app-context/context';
import { useRouteResolver } from '@/routing';

/**
 * After logging out or deleting the account: the shell forgets the user, every cached answer is
 * dropped (nothing of theirs stays on screen) and the shopper lands on the home page.
 */
export function useEndSession(): () => Promise<void> {
  const router = useRouter();
  const resolve = useRouteResolver();
  const { setUser } = useAppContext();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    setUser(null);
    await mutate(() => true, undefined, { revalidate: false });
    await router.push(resolve('home'));
  }, [router, resolve, setUser, mutate]);
}
