import { useIsHydrated } from '../hooks/useIsHydrated';
import { RefreshLine } from './StatusMessage.styles';

/**
 * Always rendered (so the live region exists before its text changes, which screen readers need);
 * shows `label` only while `active` in the browser. Server HTML never says "updating": without
 * JavaScript nothing would ever finish updating.
 */
export function RefreshingNotice({ active, label }: { active: boolean; label: string }) {
  const hydrated = useIsHydrated();
  return (
    <RefreshLine role="status" aria-live="polite">
      {hydrated && active ? label : ''}
    </RefreshLine>
  );
}
