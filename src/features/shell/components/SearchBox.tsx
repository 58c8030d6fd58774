import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useRouteResolver } from '@/routing';
import { Button } from '@/ui';
import { Form, HiddenLabel, Input, Label } from './SearchBox.styles';

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

/**
 * A plain GET form to the search route with the query in `q`: it works before JavaScript loads
 * and the result page has a shareable URL.
 */
export function SearchBox({ showLabel = false, landmark = true, className }: SearchBoxProps) {
  const t = useTranslations('common');
  const resolve = useRouteResolver();
  const inputId = useId();
  const label = t('search.label');

  return (
    <Form role={landmark ? 'search' : undefined} method="get" action={resolve('search')} className={className}>
      {showLabel ? <Label htmlFor={inputId}>{label}</Label> : <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel>}
      <Input id={inputId} type="search" name="q" placeholder={t('search.placeholder')} autoComplete="off" enterKeyHint="search" />
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
