/**
 * The shop's `useTranslations`: next-intl's, with translators kept instead of made on every call
 * (lint points every import here). use-intl makes a translator for each `useTranslations` call
 * of each component on each render (on the server `useMemo` keeps nothing from one request to the
 * next), and resolves each key by splitting its path again: about 4 % of a listing page's server
 * CPU, and the same per component in the browser's hydration (issue 18 item 2, ADR 0033).
 *
 * A translator depends on the messages it reads, the namespace, the locale and the time zone (the
 * provider sets no formats, error handler or fallback of its own, so use-intl's defaults apply,
 * as they do here). It is kept per namespace's messages object: on the server one per locale and
 * process (src/i18n/precompile.ts); in the browser the page's, for as long as the page's messages
 * live. A message asked for without values is formatted once per translator.
 */
import { createTranslator, useLocale, useMessages, useTimeZone } from 'next-intl';
import type { useTranslations as useNextIntlTranslations } from 'next-intl';

type Translate = ReturnType<typeof createTranslator>;
type MessagesTree = Record<string, unknown>;

const translators = new WeakMap<object, Map<string, Translate>>();

/** Messages without values, per translator: the header's and the tiles' labels on every render. */
function rememberingPlainMessages(translate: Translate): Translate {
  const plain = new Map<string, string>();
  const remembering = ((key: string, ...rest: unknown[]) => {
    if (rest.some((arg) => arg !== undefined)) return (translate as (...args: unknown[]) => string)(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = (translate as (key: string) => string)(key);
      plain.set(key, text);
    }
    return text;
  }) as Translate;
  return Object.assign(remembering, { rich: translate.rich, markup: translate.markup, raw: translate.raw, has: translate.has });
}

function useProvidedMessages(): MessagesTree | undefined {
  try {
    return useMessages() as MessagesTree;
  } catch {
    // A provider without messages: the translator reports each key as missing, as use-intl's does.
    return undefined;
  }
}

function translatorFor(messages: MessagesTree | undefined, namespace: string | undefined, locale: string, timeZone: string | undefined): Translate {
  const root = namespace?.split('.', 1)[0];
  const branch = root === undefined ? messages : messages?.[root];
  if (typeof branch !== 'object' || branch === null) return createTranslator({ locale, timeZone, messages, namespace } as Parameters<typeof createTranslator>[0]);
  let kept = translators.get(branch);
  if (!kept) translators.set(branch, (kept = new Map()));
  const key = `${locale}\u0000${timeZone ?? ''}\u0000${namespace ?? ''}`;
  let translate = kept.get(key);
  if (!translate) {
    const own = root === undefined ? messages : { [root]: branch };
    translate = rememberingPlainMessages(createTranslator({ locale, timeZone, messages: own, namespace } as Parameters<typeof createTranslator>[0]));
    kept.set(key, translate);
  }
  return translate;
}

export const useTranslations = ((namespace?: string) => {
  const messages = useProvidedMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return translatorFor(messages, namespace, locale, timeZone);
}) as typeof useNextIntlTranslations;
