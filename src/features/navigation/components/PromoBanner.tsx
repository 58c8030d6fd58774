import type { Locale } from '@/i18n/locales';
import type { PromoBanner as PromoBannerData } from '@/contracts/shell';
import { navigationTarget } from '../lib/navigationTarget';
import { ShellLink } from './ShellLink';
import { Strip } from './PromoBanner.styles';

/** The content system's current promotion; a link only when its target is usable in this storefront. */
export function PromoBanner({ banner, locale }: { banner: PromoBannerData; locale: Locale }) {
  const target = navigationTarget(banner, locale);
  return <Strip>{target ? <ShellLink target={target}>{banner.text}</ShellLink> : banner.text}</Strip>;
}
