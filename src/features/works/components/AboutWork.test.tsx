/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { workSummaryFixture } from '../testing/fixtures';
import { AboutWork } from './AboutWork';

const ENGLISH = 3;
const CZECH = 1;

async function renderAbout(locale: Locale, descriptionLanguageId: number | null) {
  const messages = await loadMessages(locale);
  const work = workSummaryFixture({ description: 'A gripping story of love, guilt and forgiveness.', descriptionLanguageId });
  render(<UiTestProviders locale={locale} messages={messages}><AboutWork work={work} /></UiTestProviders>);
  return screen.getByText(work.description!);
}

describe('a work description written in one language', () => {
  it('is marked with its language and labelled on a storefront in another language', async () => {
    const text = await renderAbout('cs', ENGLISH);
    expect(text).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Popis v jazyce: angličtina')).toBeInTheDocument();
  });

  it('names the language in the storefront\'s own words (de-AT)', async () => {
    await renderAbout('de-AT', ENGLISH);
    expect(screen.getByText('Beschreibung auf Englisch')).toBeInTheDocument();
  });

  it('carries no label in the storefront\'s own language', async () => {
    const text = await renderAbout('cs', CZECH);
    expect(text).toHaveAttribute('lang', 'cs');
    expect(screen.queryByText(/Popis v jazyce/)).not.toBeInTheDocument();
  });

  it('is neither marked nor labelled when its language is unknown', async () => {
    const text = await renderAbout('en', null);
    expect(text).not.toHaveAttribute('lang');
    expect(screen.queryByText(/Description in/)).not.toBeInTheDocument();
  });
});
