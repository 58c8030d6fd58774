/**
 * The message formatter next-intl calls (next.config aliases `use-intl/format-message` to this
 * file): use-intl's `format-only` for precompiled messages (src/i18n/precompile.ts), given Intl
 * formatters kept for the whole process instead of the ones use-intl's provider makes for each
 * request. Those build a new Intl.PluralRules and NumberFormat for every page and look each one
 * up by serializing its arguments to JSON on every plural: a listing page's hundred facet counts
 * and the header's "N books added today" made it ~3 % of a page's server CPU (issue 18, ADR 0033).
 * Intl objects are immutable, so one per locale and options serves every request and user.
 */
import formatOnly from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters } from 'use-intl/core';

type Options = Parameters<typeof formatOnly>[3];
type Formatters = Options['formatters'];

/** The formatters every call shares, with the two that messages use most kept by plain keys. */
function processFormatters(): Formatters {
  const memoized = _createIntlFormatters(_createCache());
  const pluralRules = new Map<string, Intl.PluralRules>();
  const numberFormats = new Map<string, Intl.NumberFormat>();
  return {
    ...memoized,
    getPluralRules(locales, options) {
      if (typeof locales !== 'string' || (options && Object.keys(options).some((key) => key !== 'type'))) {
        return memoized.getPluralRules(locales, options);
      }
      const key = `${locales}\u0000${options?.type ?? ''}`;
      let rules = pluralRules.get(key);
      if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locales, options)));
      return rules;
    },
    getNumberFormat(locales, options) {
      if (typeof locales !== 'string' || options !== undefined) return memoized.getNumberFormat(locales, options);
      let format = numberFormats.get(locales);
      if (!format) numberFormats.set(locales, (format = new Intl.NumberFormat(locales)));
      return format;
    },
  };
}

// Made on first use, not at load: use-intl's own modules import this one (through the alias), so
// at load time `use-intl/core` may not have finished loading.
let shared: Formatters | undefined;

export default function formatMessage(...[key, message, values, options]: Parameters<typeof formatOnly>): ReturnType<typeof formatOnly> {
  shared ??= processFormatters();
  return formatOnly(key, message, values, { ...options, formatters: shared });
}
formatMessage.raw = formatOnly.raw;
