import { resolveLocale } from '@/i18n/locales';
import { loadMessages, pageNamespaces } from '@/i18n/messages';
import { precompileMessages } from '@/i18n/precompile';
import { emptyShell } from './emptyShell';
import type { ShellPageProps } from './pageProps';

/**
 * Props for pages that must render without the API (the static 404, the error page): the
 * shell's translations (the error views are the shell's) and an empty shell (no CMS menus, no promo, zero added today).
 */
export async function staticShellProps(locale: unknown): Promise<ShellPageProps> {
  const label = resolveLocale(locale);
  return { locale: label, messages: precompileMessages(await loadMessages(label, pageNamespaces([]))), shell: emptyShell(label), swrFallback: {} };
}
