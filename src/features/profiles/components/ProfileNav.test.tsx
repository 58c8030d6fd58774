/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { PublicProfile } from '@/contracts/profile';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { ProfileNav } from './ProfileNav';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('cs');
});

const profile = (over: Partial<PublicProfile> = {}): PublicProfile => ({
  userHash: 'ab12cd34e', name: 'Alice', reviewCount: 2, wishlistCount: null, booksForSale: 0, hasImage: false, ...over,
});

function renderNav(p: PublicProfile) {
  return render(
    <UiTestProviders messages={messages} locale="cs">
      <ProfileNav profile={p} />
    </UiTestProviders>,
  );
}

describe('<ProfileNav>', () => {
  it('links the reviews with their count on the localized path; no wishlist while it is private, no books when none', () => {
    renderNav(profile());
    expect(screen.getByRole('link', { name: 'Hodnocení (2)' })).toHaveAttribute('href', '/uzivatel/ab12cd34e/hodnoceni');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links a public wishlist and the books for sale', () => {
    renderNav(profile({ wishlistCount: 5, booksForSale: 3 }));
    expect(screen.getByRole('link', { name: 'Seznam přání (5)' })).toHaveAttribute('href', '/uzivatel/ab12cd34e/seznam-prani');
    expect(screen.getByRole('link', { name: 'Knihy na prodej (3)' })).toHaveAttribute('href', '/uzivatel/ab12cd34e/knihy-na-prodej');
  });
});
