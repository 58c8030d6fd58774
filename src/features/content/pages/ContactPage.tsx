import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead } from '@/ui';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { ContactForm } from '../components/ContactForm';
import { Article } from '../components/ContentArticle.styles';
import { ContactList } from './ContactPage.styles';

/** /contact: customer service of this storefront and the contact form. */
export default function ContactPage() {
  const t = useTranslations('content');
  const { email, phone } = LOCALES[resolveLocale(useLocale())].contactPoint;
  return (
    <Container>
      <PageHead title={t('contact.title')} description={t('contact.intro')} />
      <Article>
        <h1>{t('contact.title')}</h1>
        <p>{t('contact.intro')}</p>
        <section aria-labelledby="contact-direct">
          <h2 id="contact-direct">{t('contact.direct')}</h2>
          <ContactList>
            <div><dt>{t('contact.emailLabel')}</dt><dd><a href={`mailto:${email}`}>{email}</a></dd></div>
            <div><dt>{t('contact.phoneLabel')}</dt><dd><a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a></dd></div>
          </ContactList>
          <p>{t('contact.hours')}</p>
        </section>
        <ContactForm />
      </Article>
    </Container>
  );
}
