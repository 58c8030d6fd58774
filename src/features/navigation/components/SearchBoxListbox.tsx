import { useEffect, useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { SuggestionGroup, SuggestionOption } from './SearchBox.options';
import { Detail, GroupLabel, Option, Popup } from './SearchBoxListbox.styles';

interface SearchBoxListboxProps {
  id: string;
  options: readonly SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}

const GROUPS: readonly SuggestionGroup[] = ['titles', 'authors', 'categories'];

/**
 * The combobox's popup (WAI-ARIA listbox with groups). Focus never leaves the input: the active
 * option is announced through aria-activedescendant, so options are not focusable themselves.
 */
export function SearchBoxListbox({ id, options, active, optionId, onChoose, onHover }: SearchBoxListboxProps) {
  const t = useTranslations('catalogue');
  const groupIdBase = useId();

  useEffect(() => {
    if (active < 0) return;
    const element = document.getElementById(optionId(active));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  return (
    <Popup id={id} role="listbox" aria-label={t('suggest.label')}>
      {GROUPS.map((group) => {
        const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group);
        if (members.length === 0) return null;
        const labelId = `${groupIdBase}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={labelId}>
            <GroupLabel id={labelId} role="presentation">
              {t(`suggest.${group}`)}
            </GroupLabel>
            {members.map(({ option, index }) => (
              <Option
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps focus (and the open popup) in the input while the pointer clicks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                onMouseMove={() => index !== active && onHover(index)}
              >
                <span>{option.label}</span>
                {option.detail && <Detail>{option.detail}</Detail>}
              </Option>
            ))}
          </div>
        );
      })}
    </Popup>
  );
}
