import { LOCALE_LABELS } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { consentTranslation, MISSING_TRANSLATION_MESSAGE } from './translation';

describe('consentTranslation', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(LOCALE_LABELS)('%s has a complete, own translation', async (locale) => {
    const messages = await loadMessages(locale, ['consent']);
    const translation = consentTranslation(messages.consent, locale);
    expect(translation).not.toBeNull();
    expect(translation!.preferencesModal.sections.map((s) => s.linkedCategory)).toEqual([undefined, 'necessary', 'analytics', 'marketing']);
  });

  it('translates the buttons per language (not English copies)', async () => {
    const en = consentTranslation((await loadMessages('en', ['consent'])).consent, 'en')!;
    for (const locale of LOCALE_LABELS.filter((l) => l !== 'en')) {
      const t = consentTranslation((await loadMessages(locale, ['consent'])).consent, locale)!;
      expect(t.consentModal.acceptAllBtn).not.toBe(en.consentModal.acceptAllBtn);
      expect(t.consentModal.description).not.toBe(en.consentModal.description);
    }
  });

  it('logs the message of docs/product.md#silent-failures and gives null for a missing or partial namespace', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(consentTranslation(undefined, 'de-DE')).toBeNull();
    expect(consentTranslation({ consentModal: { title: 'x' } }, 'fr-BE')).toBeNull();
    expect(error).toHaveBeenNthCalledWith(1, MISSING_TRANSLATION_MESSAGE, 'de-DE');
    expect(error).toHaveBeenNthCalledWith(2, MISSING_TRANSLATION_MESSAGE, 'fr-BE');
    expect(MISSING_TRANSLATION_MESSAGE).toBe('Could not load translation for the language');
  });
});
