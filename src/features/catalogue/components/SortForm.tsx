import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import { useCurrentLocale } from '@/routing';
import { Button } from '@/ui';
import { useListingNavigation } from '../hooks/useListingNavigation';
import { FORM_FIELDS } from '../lib/formQuery';
import { listingHref } from '../lib/listingLinks';
import { currentSort, filtersForSort, sortChoices, sortFormValue, type SortChoice } from '../lib/sortOptions';
import { Form } from './SortForm.styles';

/**
 * The sort as a GET form: without JavaScript the server folds `order` into the path and
 * redirects; with it the form navigates directly. Choosing does not navigate by itself (a
 * keyboard user arrowing through the options would jump pages): "Sort" applies it.
 */
export function SortForm({ filters }: { filters: ListingFilters }) {
  const t = useTranslations('catalogue');
  const locale = useCurrentLocale();
  const navigate = useListingNavigation();
  const selectId = useId();
  const choices = sortChoices(filters);
  const [choice, setChoice] = useState<SortChoice>(currentSort(filters));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(filtersForSort(filters, choice));
  };

  return (
    <Form method="get" action={listingHref(filters, locale)} onSubmit={onSubmit}>
      <label htmlFor={selectId}>{t('sort.label')}</label>
      <select
        id={selectId}
        name={FORM_FIELDS.order}
        value={sortFormValue(filters, choice)}
        onChange={(event) => setChoice((choices.find((c) => sortFormValue(filters, c) === event.target.value) ?? choice) as SortChoice)}
      >
        {choices.map((option) => (
          <option key={option} value={sortFormValue(filters, option)}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {t('sort.apply')}
      </Button>
    </Form>
  );
}
