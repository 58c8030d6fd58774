import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from '@/i18n/use-translations';
import { Body, CloseButton, Dialog, DialogHeader, Footer, Overlay } from './Modal.styles';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** The dialog's actions: they stay on screen while a long body scrolls (a bottom sheet on a phone). */
  footer?: ReactNode;
}

function ModalDialog({ onClose, title, children, footer }: Omit<ModalProps, 'open'>) {
  const t = useTranslations('common');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, onClose);

  return (
    <Overlay
      // Marks an open dialog for what lives outside React: the cookie bar steps under it (consentTheme.ts).
      data-modal-overlay=""
      onMouseDown={(event) => {
        // A click on the dimmed backdrop (not inside the dialog) closes it, as users expect.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogHeader>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={t('modal.close')}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </DialogHeader>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Overlay>
  );
}

/**
 * An accessible modal dialog: aria-modal, labelled by its heading, focus trapped inside,
 * Escape and the backdrop close it, focus returns to the opener. Rendered into <body> after
 * mount only (portals need the DOM), so it never appears in server HTML.
 */
export function Modal({ open, ...rest }: ModalProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!open || !mounted) return null;
  return createPortal(<ModalDialog {...rest} />, document.body);
}
