import { useTranslations } from '@/i18n/use-translations';
import { ActionLink, CountBadge } from './HeaderActions.styles';

/**
 * Link to the cart with the number of copies in it. Each copy is unique (quantity 1), so the
 * count is the number of lines. The visible badge is just a number; the accessible name says it all.
 */
export function CartIndicator({ count }: { count: number }) {
  const t = useTranslations('common');
  return (
    <ActionLink route="cart" aria-label={t('header.cart', { count })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21a1 1 0 0 1 .9 1.4l-3.6 7A2 2 0 0 1 16.5 13H8.1l-1 2H19v2H7a2 2 0 0 1-1.8-2.9L6.6 11 3.6 4H3V2Z"
        />
      </svg>
      <CountBadge aria-hidden="true">{count}</CountBadge>
    </ActionLink>
  );
}
