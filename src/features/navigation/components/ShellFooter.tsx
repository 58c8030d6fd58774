import { useTranslations } from '@/i18n/use-translations';
import { COMPANY, type Locale } from '@/i18n/locales';
import type { FooterGroup } from '@/contracts/shell';
import { Container } from '@/ui';
import { renderableLinks } from '../lib/navigationTarget';
import { CompanyAddress } from './CompanyAddress';
import { ShellLink } from './ShellLink';
import { Bottom, ColumnHeading, Columns, FooterBar, FooterLayout, LinkList } from './ShellFooter.styles';

interface ShellFooterProps {
  groups: readonly FooterGroup[];
  locale: Locale;
}

/** The contentinfo landmark: the content system's link columns, then the company's address. */
export function ShellFooter({ groups, locale }: ShellFooterProps) {
  const t = useTranslations('common');
  const columns = groups
    .map((group) => ({ title: group.title, items: renderableLinks(group.links, locale) }))
    .filter((column) => column.items.length > 0);

  return (
    <FooterBar>
      <Container>
        <FooterLayout>
          {columns.length > 0 && (
            <nav aria-label={t('footer.navigationLabel')} data-ux-component="footer">
              <Columns>
                {columns.map((column) => (
                  <div key={column.title}>
                    <ColumnHeading>{column.title}</ColumnHeading>
                    <LinkList>
                      {column.items.map(({ link, target }, index) => (
                        <li key={link.id} data-ux-click={link.label} data-ux-index={index}>
                          <ShellLink target={target}>{link.label}</ShellLink>
                        </li>
                      ))}
                    </LinkList>
                  </div>
                ))}
              </Columns>
            </nav>
          )}
          <CompanyAddress locale={locale} />
        </FooterLayout>
        <Bottom>
          <p>{t('footer.copyright', { year: String(new Date().getFullYear()), legalName: COMPANY.legalName })}</p>
        </Bottom>
      </Container>
    </FooterBar>
  );
}
