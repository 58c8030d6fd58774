/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { LanguageFilterChips } from './LanguageFilterChips';

describe('<LanguageFilterChips>', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('de-DE');
  });

  const renderChips = (props: Partial<Parameters<typeof LanguageFilterChips>[0]> = {}) =>
    render(
      <UiTestProviders locale="de-DE" messages={messages}>
        <LanguageFilterChips selected={[3, 4]} options={[4, 3, 18]} onToggle={jest.fn()} {...props} />
      </UiTestProviders>,
    );

  it('shows each language as a translated toggle button with its pressed state', () => {
    renderChips();
    const group = screen.getByRole('region', { name: 'Meine Lesesprachen' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['✓Deutsch', 'true'],
      ['✓Englisch', 'true'],
      ['+Andere Sprache', 'false'],
    ]);
  });

  it('reports toggles and explains the states', () => {
    const onToggle = jest.fn();
    const { unmount } = renderChips({ onToggle });
    fireEvent.click(screen.getByRole('button', { name: 'Englisch' }));
    expect(onToggle).toHaveBeenCalledWith(3);
    unmount();

    renderChips({ selected: [], options: [4] });
    expect(screen.getByRole('status')).toHaveTextContent('Keine Sprache gewählt');
  });

  it('says when the address overrides it, and when saving failed', () => {
    const { rerender } = renderChips({ overridden: true });
    expect(screen.getByRole('status')).toHaveTextContent('Auf dieser Seite gilt die in den Filtern gewählte Sprache.');
    rerender(
      <UiTestProviders locale="de-DE" messages={messages}>
        <LanguageFilterChips selected={[3]} options={[3]} onToggle={jest.fn()} saveFailed />
      </UiTestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Auswahl konnte nicht gespeichert werden.');
  });
});
