import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';

type Toast = typeof import('react-hot-toast').default;

/**
 * react-hot-toast (with its CSS-in-JS, ~4 KB compressed) is fetched with the first toast, not with
 * the page (issue 17 item 8): the storefront toasts only when a request fails.
 */
let loading: Promise<Toast> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** The toast function, fetched on first use; the outlet (DeferredShellToaster) mounts with it. */
export function loadToast(): Promise<Toast> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (loading ??= import('react-hot-toast').then((loaded) => loaded.default));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;
const notOnServer = () => false;

const LoadedToaster = dynamic(() => import('./ShellToaster').then((loaded) => loaded.ShellToaster), { ssr: false });

/**
 * The page shell's toast outlet (ShellToaster), mounted once something asked for a toast through
 * loadToast — or, with `always`, right after hydration (the staff pages call react-hot-toast
 * themselves). A toast raised before the outlet mounts waits in react-hot-toast's store.
 */
export function DeferredShellToaster({ always = false }: { always?: boolean }) {
  const show = useSyncExternalStore(subscribe, isWanted, notOnServer);
  return always || show ? <LoadedToaster /> : null;
}
