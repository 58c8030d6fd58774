import { useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import type { PudoLocation } from '@/contracts/checkout';
import { VisuallyHidden } from '@/ui';
import { usePudoLocations } from '../api/getPudoLocations';
import { ChoiceDetail, ChoiceLabel, ChoiceList, ChoiceText, ErrorText, GroupFieldset, Hint } from './Form.styles';
import { formatOpeningHours } from '../lib/openingHours';
import { TextField } from '@/ui/form';

interface PudoPickerProps {
  id: string;
  method: string;
  country: string;
  /** Carrier pick-up points are searched; our few branches are simply listed. */
  searchable: boolean;
  selected: PudoLocation | null;
  onSelect: (pudo: PudoLocation) => void;
  error?: string;
}

const address = (pudo: PudoLocation) => `${pudo.street}, ${pudo.zip} ${pudo.city}`;

/**
 * Pick-up point search: a debounced search box and the matches as radio buttons (arrow keys move
 * between them, as in any radio group). The count of matches is announced; the chosen point stays
 * shown even when a new search no longer lists it.
 */
export function PudoPicker({ id, method, country, searchable, selected, onSelect, error }: PudoPickerProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const [text, setText] = useState('');
  const { data, error: loadError, isLoading, settled } = usePudoLocations(method, country, searchable ? text : '');
  const points = data?.items ?? [];
  const errorId = `${id}-error`;
  const searching = isLoading || !settled;
  const status = loadError ? t('pudo.loadFailed') : searching && !data ? t('pudo.searching') : t('pudo.found', { count: points.length });

  return (
    <GroupFieldset id={id} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{searchable ? t('pudo.legend') : t('pudo.branchesLegend')}</legend>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {searchable && (
        <TextField
          id={`${id}-search`} type="search" label={t('pudo.search')} hint={t('pudo.searchHint')} autoComplete="off"
          value={text} onValueChange={setText}
        />
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {points.length > 0 ? (
        <ChoiceList aria-busy={searching}>
          {points.map((pudo) => (
            <li key={pudo.id}>
              <ChoiceLabel>
                <input type="radio" name={id} value={pudo.id} checked={selected?.id === pudo.id} onChange={() => onSelect(pudo)} />
                <ChoiceText>
                  <span>{pudo.name}</span>
                  <ChoiceDetail>{address(pudo)}</ChoiceDetail>
                  {pudo.openingHours && <ChoiceDetail>{t('pudo.openingHours', { hours: formatOpeningHours(pudo.openingHours, LOCALES[locale].intl) })}</ChoiceDetail>}
                </ChoiceText>
              </ChoiceLabel>
            </li>
          ))}
        </ChoiceList>
      ) : (
        !searching && <Hint>{loadError ? t('pudo.loadFailed') : t('pudo.none')}</Hint>
      )}
      {selected && <Hint>{t('pudo.chosen', { name: selected.name, address: address(selected) })}</Hint>}
    </GroupFieldset>
  );
}
