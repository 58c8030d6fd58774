import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useRouter, type NextRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { suggestQuery, useSuggestions } from '@/features/catalogue';
import { useRouteResolver } from '@/routing';
import { Button, VisuallyHidden } from '@/ui';
import { moveActive, suggestionOptions, type SuggestionOption } from './SearchBox.options';
import { SearchBoxListbox } from './SearchBoxListbox';
import { Combobox, Form, HiddenLabel, Input, Label } from './SearchBox.styles';

interface SearchBoxProps {
  /** The header hides its label visually (the placeholder and button explain it); the hero shows it. */
  showLabel?: boolean;
  /**
   * The header's box is the page's search landmark; a second box inside the page content (home
   * hero, 404) is not, because two unnamed search landmarks cannot be told apart.
   */
  landmark?: boolean;
  className?: string;
}

function useOptionalRouter(): NextRouter | null {
  // Isolated component tests render without a router; the context read itself always happens.
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * A plain GET form to the search route with the query in `q`: it works before JavaScript loads
 * and the result page has a shareable URL. With JavaScript it is also a WAI-ARIA combobox:
 * suggestions (titles, authors, categories) from 2 characters on, chosen with the arrow keys and
 * Enter or the pointer; Escape closes them; Enter without a chosen suggestion still searches.
 */
export function SearchBox({ showLabel = false, landmark = true, className }: SearchBoxProps) {
  const t = useTranslations('common');
  const tc = useTranslations('catalogue');
  const resolve = useRouteResolver();
  const router = useOptionalRouter();
  const inputId = useId();
  const listboxId = useId();
  const label = t('search.label');

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useSuggestions(text);
  const options = useMemo(() => (suggestQuery(text) ? suggestionOptions(data) : []), [data, text]);
  const expanded = open && options.length > 0;
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: SuggestionOption) => {
    close();
    const href = resolve(option.route, option.params);
    if (router) void router.push(href);
    else window.location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 1 : -1;
        // Alt+ArrowDown only opens (APG); a plain arrow opens and moves.
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : moveActive(-1, options.length, direction));
        } else {
          setActive(moveActive(active, options.length, direction));
        }
        return;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(options[active]);
        }
        // Otherwise the form submits: a search for the typed text.
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const status = suggestQuery(text) && data ? tc('suggest.count', { count: options.length }) : '';

  return (
    <Form role={landmark ? 'search' : undefined} method="get" action={resolve('search')} className={className}>
      {showLabel ? <Label htmlFor={inputId}>{label}</Label> : <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel>}
      <Combobox>
        <Input
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {expanded && (
          <SearchBoxListbox id={listboxId} options={options} active={active} optionId={optionId} onChoose={choose} onHover={setActive} />
        )}
      </Combobox>
      <Button type="submit">{t('search.submit')}</Button>
      <VisuallyHidden role="status" aria-live="polite">
        {open ? status : ''}
      </VisuallyHidden>
    </Form>
  );
}
