import { useId, type FormEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import { useCurrentLocale } from '@/routing';
import { Button, VisuallyHidden } from '@/ui';
import type { RangeKey } from '../lib/filterEdits';
import { applyFormQuery, FORM_FIELDS } from '../lib/formQuery';
import { listingHref } from '../lib/listingLinks';
import { useListingNavigation } from '../hooks/useListingNavigation';
import { Field, Form, Hint } from './RangeFacetForm.styles';

interface RangeFacetFormProps {
  filters: ListingFilters;
  rangeKey: RangeKey;
  /** The bounds of the current results (whole units / years), shown as placeholders. */
  bounds: { min: number; max: number } | null;
  /** Id of the heading that names the range. */
  labelledBy: string;
  /** The facet's name, added (hidden) to the button so several "Apply" buttons differ for screen readers. */
  name: string;
  /** Shown under the fields (e.g. which currency). */
  hint?: string;
}

const FIELDS = {
  price: [FORM_FIELDS.priceMin, FORM_FIELDS.priceMax],
  year: [FORM_FIELDS.yearMin, FORM_FIELDS.yearMax],
} as const;

/**
 * A small GET form: without JavaScript it submits to the listing path and the server redirects
 * to the canonical URL; with JavaScript the same rule computes the target here.
 */
export function RangeFacetForm({ filters, rangeKey, bounds, labelledBy, name, hint }: RangeFacetFormProps) {
  const t = useTranslations('catalogue');
  const locale = useCurrentLocale();
  const navigate = useListingNavigation();
  const hintId = useId();
  const [minName, maxName] = FIELDS[rangeKey];
  const current = filters[rangeKey];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const name of [minName, maxName]) query.set(name, String(data.get(name) ?? ''));
    void navigate(applyFormQuery(filters, query).filters);
  };

  return (
    <Form method="get" action={listingHref(filters, locale)} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Field>
        {t('facets.from')}
        <input
          name={minName}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={current?.min}
          placeholder={bounds ? String(bounds.min) : undefined}
          aria-describedby={hint ? hintId : undefined}
        />
      </Field>
      <Field>
        {t('facets.to')}
        <input
          name={maxName}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={current?.max}
          placeholder={bounds ? String(bounds.max) : undefined}
          aria-describedby={hint ? hintId : undefined}
        />
      </Field>
      <Button type="submit" variant="secondary">
        {t('facets.apply')}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Form>
  );
}
