/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiTestProviders } from '../testing/UiTestProviders';
import { loadMessages, type Messages } from '@/i18n/messages';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Dialog title">
        <button type="button">First inside</button>
        <button type="button">Last inside</button>
      </Modal>
    </>
  );
}

describe('<Modal>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('en');
  });

  const renderHarness = () =>
    render(
      <UiTestProviders locale="en" messages={messages}>
        <Harness />
      </UiTestProviders>,
    );

  it('is an aria-modal dialog named by its title, focused on open', () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialog title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Last inside' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Last inside' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
