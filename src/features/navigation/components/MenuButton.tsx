import type { Ref } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { VisuallyHidden } from '@/ui';
import { MenuToggle } from './ShellHeader.styles';

interface MenuButtonProps {
  open: boolean;
  /** Ids of the menu parts the button shows and hides. */
  controls: string;
  onClick: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** The phone header's "Menu" button (hidden from tablet width on, where the menus are always shown). */
export function MenuButton({ open, controls, onClick, buttonRef }: MenuButtonProps) {
  const t = useTranslations('common');
  return (
    <MenuToggle ref={buttonRef} type="button" aria-expanded={open} aria-controls={controls} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {open ? (
          <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" />
        ) : (
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        )}
      </svg>
      {/* The bar has room for brand, account, cart and an icon; the word is the button's name. */}
      <VisuallyHidden>{t('header.menu')}</VisuallyHidden>
    </MenuToggle>
  );
}
