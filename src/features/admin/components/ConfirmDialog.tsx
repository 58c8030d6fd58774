import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from '@/i18n/use-translations';
import styled from 'styled-components';
import { useFocusTrap } from '@/ui/Modal/useFocusTrap';
import { Button } from './adminStyles';

/** What one confirmation asks, and the work it guards. */
export interface ConfirmRequest {
  /** The dialog's heading and accessible name ("Cancel order BT2026000123?"). */
  title: string;
  /** What happens, in a sentence or two: the dialog's accessible description. */
  message: ReactNode;
  /** The confirm button's label (default: admin.confirm.ok). */
  confirmLabel?: string;
  /** An irreversible or destructive action: the confirm button is red. */
  danger?: boolean;
  /**
   * Runs after the employee confirms, while the dialog shows progress; the dialog closes when it
   * settles (success or failure — the work reports its own result with a toast).
   */
  action: () => Promise<unknown>;
}

export interface ConfirmDialogProps extends Omit<ConfirmRequest, 'action'> {
  /** The work is running: both buttons wait, Escape does nothing. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.45);
`;
const Box = styled.div`
  width: 100%;
  max-width: 30rem;
  padding: 20px 24px;
  border-radius: 6px;
  background: #fff;
  color: #1a1a1a;
  font-family: system-ui, sans-serif;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  h2 { margin: 0 0 12px; font-size: 20px; }
  &:focus-visible { outline: 3px solid #f0a500; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
`;

/**
 * The back office's confirmation of an irreversible action (issue 13 item 3), instead of the
 * browser's window.confirm: an aria-modal alertdialog named by its heading and described by its
 * message; focus starts on Cancel (the safe choice), stays inside while open and goes back to the
 * opener after; Escape and Cancel cancel; only the confirm button confirms (Enter on Cancel
 * cancels, as buttons do). While the work runs the confirm button says so (aria-busy) and the
 * dialog cannot be dismissed.
 */
export function ConfirmDialog({ title, message, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useTranslations('admin.confirm');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(ref, () => {
    if (!busy) onCancel();
  });
  return (
    <Backdrop>
      <Box ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} aria-busy={busy} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        <div id={messageId}>{message}</div>
        <Actions>
          <Button type="button" $variant="plain" disabled={busy} onClick={onCancel}>{t('cancel')}</Button>
          <Button
            type="button" $variant={danger ? 'danger' : 'primary'} aria-disabled={busy || undefined} aria-busy={busy}
            // Not `disabled` while busy: the focused button would drop focus out of the dialog.
            onClick={() => { if (!busy) onConfirm(); }}
          >
            {busy ? t('working') : (confirmLabel ?? t('ok'))}
          </Button>
        </Actions>
        <p aria-live="polite" style={{ position: 'absolute', left: -9999 }}>{busy ? t('working') : ''}</p>
      </Box>
    </Backdrop>
  );
}

/**
 * A page's confirmations: `confirm({ title, message, action })` opens the dialog; `dialog` is
 * rendered anywhere in the page (a portal puts it over everything). One question at a time.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [mounted, setMounted] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    setMounted(true);
    alive.current = true;
    return () => { alive.current = false; };
  }, []);

  const confirm = useCallback((next: ConfirmRequest) => setRequest((open) => open ?? next), []);
  const run = async () => {
    if (!request || busy) return;
    setBusy(true);
    try {
      await request.action();
    } catch {
      // The work reports its failures itself; the dialog only closes.
    } finally {
      if (alive.current) {
        setBusy(false);
        setRequest(null);
      }
    }
  };

  const dialog = request && mounted
    ? createPortal(
      <ConfirmDialog
        title={request.title} message={request.message} confirmLabel={request.confirmLabel} danger={request.danger}
        busy={busy} onConfirm={() => void run()} onCancel={() => setRequest(null)}
      />,
      document.body,
    )
    : null;
  return { confirm, dialog };
}
