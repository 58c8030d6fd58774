import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';

/**
 * The phone header's menu as a disclosure (not a modal: the page stays usable): Escape closes it
 * and gives focus back to the button; going to another page closes it.
 */
export function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Null outside a Next page (component tests); there is no page change to follow then.
  const events = useRouter()?.events;

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    // The header outlives client-side page changes: a followed menu link must not leave it open.
    const close = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    events?.on('routeChangeStart', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      events?.off('routeChangeStart', close);
    };
  }, [open, events]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, buttonRef };
}
