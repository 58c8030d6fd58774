import type { Translation } from 'vanilla-cookieconsent';

export const MISSING_TRANSLATION_MESSAGE = 'Could not load translation for the language';

/** The `consent` namespace (locales/<locale>/consent.json) as the bar needs it. */
export interface ConsentMessages {
  consentModal: { label: string; title: string; description: string; acceptAllBtn: string; acceptNecessaryBtn: string; showPreferencesBtn: string };
  preferencesModal: {
    title: string;
    acceptAllBtn: string;
    acceptNecessaryBtn: string;
    savePreferencesBtn: string;
    closeIconLabel: string;
    intro: { title: string; description: string };
    necessary: { title: string; description: string };
    analytics: { title: string; description: string };
    marketing: { title: string; description: string };
  };
  footerLink: string;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

function complete(messages: unknown): messages is ConsentMessages {
  const m = messages as Partial<ConsentMessages> | undefined;
  const cm = m?.consentModal;
  const pm = m?.preferencesModal;
  const section = (s: unknown) => text((s as { title?: unknown })?.title) && text((s as { description?: unknown })?.description);
  return (
    !!cm &&
    [cm.label, cm.title, cm.description, cm.acceptAllBtn, cm.acceptNecessaryBtn, cm.showPreferencesBtn].every(text) &&
    !!pm &&
    [pm.title, pm.acceptAllBtn, pm.acceptNecessaryBtn, pm.savePreferencesBtn, pm.closeIconLabel].every(text) &&
    [pm.intro, pm.necessary, pm.analytics, pm.marketing].every(section)
  );
}

/**
 * The library's translation object from our messages. The library inserts these strings as
 * HTML, so they come only from our own locale files. A missing or partial namespace is logged
 * with the words of docs/product.md#silent-failures and gives null (the bar then stays hidden rather than half-translated).
 */
export function consentTranslation(messages: unknown, locale: string): Translation | null {
  if (!complete(messages)) {
    console.error(MISSING_TRANSLATION_MESSAGE, locale);
    return null;
  }
  const { consentModal: cm, preferencesModal: pm } = messages;
  return {
    consentModal: { ...cm },
    preferencesModal: {
      title: pm.title,
      acceptAllBtn: pm.acceptAllBtn,
      acceptNecessaryBtn: pm.acceptNecessaryBtn,
      savePreferencesBtn: pm.savePreferencesBtn,
      closeIconLabel: pm.closeIconLabel,
      sections: [
        { ...pm.intro },
        { ...pm.necessary, linkedCategory: 'necessary' },
        { ...pm.analytics, linkedCategory: 'analytics' },
        { ...pm.marketing, linkedCategory: 'marketing' },
      ],
    },
  };
}
