import { useLocale } from 'next-intl';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { initials } from '../lib/initials';
import { Placeholder } from './AuthorPhoto.styles';

/** We hold no author photos yet: a monogram stands in. Decorative — the name is the heading next to it. */
export function AuthorPhoto({ name }: { name: string }) {
  const intl = LOCALES[resolveLocale(useLocale())].intl;
  return <Placeholder aria-hidden="true">{initials(name, intl)}</Placeholder>;
}
