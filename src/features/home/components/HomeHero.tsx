import { useTranslations } from '@/i18n/use-translations';
import { SearchBox } from '@/features/navigation';
import { Hero, Lead, Stats } from './HomeHero.styles';

interface HomeHeroProps {
  brand: string;
  /** Copies in stock; unknown while the first load is still running. */
  inStock: number | null;
}

/** The page's h1, the search call-to-action and how many books are on the shelves. */
export function HomeHero({ brand, inStock }: HomeHeroProps) {
  const t = useTranslations('common');
  return (
    <Hero aria-labelledby="home-hero-title">
      <h1 id="home-hero-title">{t('home.hero.title')}</h1>
      <Lead>{t('home.hero.lead', { brand })}</Lead>
      <SearchBox showLabel landmark={false} />
      {inStock !== null && <Stats>{t('home.hero.inStock', { count: inStock })}</Stats>}
    </Hero>
  );
}
