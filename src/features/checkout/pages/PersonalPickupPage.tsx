import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { formatOpeningHours } from '../lib/openingHours';
import { Container, PageHead } from '@/ui';
import { BRANCH_METHOD, usePudoLocations } from '../api/getPudoLocations';
import type { PersonalPickupPageProps } from './personalPickup.getServerSideProps';
import { BranchCard, BranchList, InfoStack } from './InfoPage.styles';

/** How personal pickup at our branches works, and where they are (route key `personalPickup`). */
export default function PersonalPickupPage({ branchCountry }: PersonalPickupPageProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const { data } = usePudoLocations(branchCountry ? BRANCH_METHOD : null, branchCountry, '');
  const branches = data?.items ?? [];
  return (
    <Container>
      <PageHead title={t('personalPickup.title')} description={t('personalPickup.intro')} />
      <InfoStack>
        <h1>{t('personalPickup.title')}</h1>
        <p>{t('personalPickup.intro')}</p>
        <h2>{t('personalPickup.howHeading')}</h2>
        <ol>
          <li>{t('personalPickup.step1')}</li>
          <li>{t('personalPickup.step2')}</li>
          <li>{t('personalPickup.step3')}</li>
        </ol>
        <h2>{t('personalPickup.branchesHeading')}</h2>
        {branches.length > 0 ? (
          <BranchList>
            {branches.map((branch) => (
              <BranchCard key={branch.id}>
                <h3>{branch.name}</h3>
                <p>{`${branch.street}, ${branch.zip} ${branch.city}`}</p>
                {branch.openingHours && <p>{t('pudo.openingHours', { hours: formatOpeningHours(branch.openingHours, LOCALES[locale].intl) })}</p>}
              </BranchCard>
            ))}
          </BranchList>
        ) : (
          <p>{branchCountry ? t('personalPickup.noBranches') : t('personalPickup.unavailable')}</p>
        )}
      </InfoStack>
    </Container>
  );
}
