/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useConfirm } from './ConfirmDialog';

const admin = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../locales/en/admin.json'), 'utf8')) as AbstractIntlMessages;

/** A page with one guarded action: the work resolves when the test says so. */
function Page({ work }: { work: () => Promise<unknown> }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={() => confirm({ title: 'Cancel order BT1?', message: 'Money paid goes back.', confirmLabel: 'Cancel the order', danger: true, action: work })}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {dialog}
    </>
  );
}

function setup() {
  let finish: () => void = () => undefined;
  const work = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
  render(
    <NextIntlClientProvider locale="en" messages={{ admin }} timeZone="Europe/Prague">
      <Page work={work} />
    </NextIntlClientProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { work, opener, finish: async () => { await act(async () => { finish(); }); } };
}

describe('<ConfirmDialog> / useConfirm', () => {
  it('is a modal alertdialog named by its title, described by its message, focus on Cancel', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order BT1?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Money paid goes back.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    setup();
    const confirmButton = screen.getByRole('button', { name: 'Cancel the order' });
    confirmButton.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(confirmButton).toHaveFocus();
  });

  it('Escape cancels without running the work and gives focus back to the opener', () => {
    const { work, opener } = setup();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(work).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('Cancel cancels; Enter does not confirm from anywhere but the confirm button', () => {
    const { work } = setup();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Enter' });
    expect(work).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(work).not.toHaveBeenCalled();
  });

  it('confirming runs the work once, shows progress, cannot be dismissed meanwhile, then closes', async () => {
    const { work, finish, opener } = setup();
    const confirmButton = screen.getByRole('button', { name: 'Cancel the order' });
    fireEvent.click(confirmButton);
    expect(work).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Working…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.click(busy);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(work).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await finish();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a failing action closes the dialog too (the work reports its own error)', async () => {
    const work = jest.fn(() => Promise.reject(new Error('409')));
    render(
      <NextIntlClientProvider locale="en" messages={{ admin }} timeZone="Europe/Prague">
        <Page work={work} />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' })); });
    expect(work).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
