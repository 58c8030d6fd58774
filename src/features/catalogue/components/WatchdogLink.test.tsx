/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { WatchdogLink, watchdogFilters } from './WatchdogLink';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('cs');
});

describe('watchdogFilters', () => {
  it('keeps what a watchdog can watch and drops the page and the sort', () => {
    expect(watchdogFilters({ categories: [4], conditions: [1], page: 3, order: 'price_asc' })).toEqual({ categories: [4], conditions: [1] });
    expect(watchdogFilters({ q: 'krakatit' })).toEqual({ q: 'krakatit' });
  });

  it('offers nothing for the whole catalogue or for filters the API refuses to watch', () => {
    expect(watchdogFilters({})).toBeNull();
    expect(watchdogFilters({ conditions: [1], page: 2 })).toBeNull();
    expect(watchdogFilters({ authors: [7], publishers: ['Odeon'] })).toBeNull();
  });
});

describe('<WatchdogLink>', () => {
  it('links to the watchdog page with the filters as a listing path', () => {
    render(
      <UiTestProviders messages={messages} locale="cs">
        <WatchdogLink filters={{ categories: [4], page: 2 }} />
      </UiTestProviders>,
    );
    const link = screen.getByRole('link', { name: 'Dejte mi vědět, až bude skladem' });
    const url = new URL(link.getAttribute('href')!, 'http://cs.localhost');
    expect(url.searchParams.get('filters')).toBe('category/4');
  });
});
