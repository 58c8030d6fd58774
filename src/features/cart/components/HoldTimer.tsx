import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { VisuallyHidden } from '@/ui';
import { formatCountdown, holdRemainingMs, holdStage, type HoldStage } from '../lib/holdCountdown';
import { HoldLine } from './HoldTimer.styles';

/**
 * The current time, ticking each second until `until` — null in server HTML and during hydration,
 * so the first client render matches the server's.
 */
function useNowUntil(heldUntil: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const until = heldUntil ? Date.parse(heldUntil) : Number.NaN;
    setNow(Date.now());
    if (!(until > Date.now())) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [heldUntil]);
  return now;
}

interface HoldTimerProps {
  heldUntil: string | null;
  /** The book's title, for announcements heard away from the line. */
  title: string;
  /** Shown under the line once the hold has lapsed (the cart line's "reserve again"). */
  expiredAction?: ReactNode;
}

/**
 * How long the copy stays reserved. The visible countdown is a `timer` (never announced by
 * itself); a separate polite live region speaks only when the hold reaches 5 minutes, the last
 * minute, and when it lapses during the visit. A lapsed hold keeps the copy in the cart: the
 * copy may well still be free.
 */
export function HoldTimer({ heldUntil, title, expiredAction }: HoldTimerProps) {
  const t = useTranslations('cart');
  const format = useFormatter();
  const now = useNowUntil(heldUntil);
  const remaining = now === null ? null : holdRemainingMs(heldUntil, now);
  const stage: HoldStage | null = remaining === null ? null : holdStage(remaining);

  const [announcement, setAnnouncement] = useState('');
  const lastStage = useRef<HoldStage | null>(null);
  useEffect(() => {
    if (stage === null) return;
    const previous = lastStage.current;
    lastStage.current = stage;
    // The first stage seen is the state on arrival, which the line itself shows: nothing to announce.
    if (previous === null || previous === stage || stage === 'held') return;
    setAnnouncement(t(`hold.announce.${stage}`, { title }));
  }, [stage, title, t]);

  let line;
  const expired = !heldUntil || stage === 'expired';
  if (expired) {
    line = <HoldLine $expired>{t('hold.expired')}</HoldLine>;
  } else if (remaining === null) {
    const time = format.dateTime(new Date(heldUntil), { hour: 'numeric', minute: '2-digit' });
    line = <HoldLine>{t('hold.until', { time })}</HoldLine>;
  } else {
    line = <HoldLine role="timer">{t('hold.countdown', { time: formatCountdown(remaining) })}</HoldLine>;
  }

  return (
    <>
      {line}
      {expired && expiredAction}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
