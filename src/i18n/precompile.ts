import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * Messages reach the browser precompiled (issue 17 item 8): each ICU string becomes icu-minify's
 * compact form, which next-intl formats with `use-intl/format-message/format-only` (next.config
 * aliases `use-intl/format-message` to it), so no page ships intl-messageformat and its ICU parser
 * (~10 KB compressed) or parses a message in the browser. A plain string stays a string.
 *
 * Every message next-intl formats must pass through here first: format-only returns an
 * uncompiled string unchanged, placeholders and all. The `consent` namespace stays raw: the
 * cookie-consent library reads those strings itself (features/consent/lib/translation.ts), and
 * they hold no ICU syntax (precompile.test.ts checks every locale).
 */
export const RAW_NAMESPACES: ReadonlySet<string> = new Set(['consent']);

/** The loaded JSON modules are long-lived objects: each is compiled once per process. */
const compiled = new WeakMap<AbstractIntlMessages, AbstractIntlMessages>();

function compileTree(messages: AbstractIntlMessages): AbstractIntlMessages {
  let done = compiled.get(messages);
  if (!done) {
    done = Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? (compile(value) as unknown as string) : compileTree(value)]),
    );
    compiled.set(messages, done);
  }
  return done;
}

/** A page's messages (namespace → tree) as the browser gets them. */
export function precompileMessages<M extends Partial<Record<string, AbstractIntlMessages>>>(messages: M): M {
  return Object.fromEntries(
    Object.entries(messages).map(([namespace, tree]) => [namespace, tree && !RAW_NAMESPACES.has(namespace) ? compileTree(tree) : tree]),
  ) as M;
}
