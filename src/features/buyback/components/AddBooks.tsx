import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { Button } from '@/ui';
import { Actions, ErrorText, Field, Hint, Input, Label } from '@/ui/form';
import { useTitleSuggestions, useWorkEditions } from '../api/titleSearch';
import { parseIsbnList } from '../lib/isbn';
import { EditionList, Panel, SuggestionList, TextArea } from './AddBooks.styles';

interface AddProps {
  onAdd: (isbns: string[]) => void;
}

/** Typing or pasting ISBNs: one or many, any separators; what fails the checksum is named. */
export function IsbnEntry({ onAdd }: AddProps) {
  const t = useTranslations('buyback');
  const id = useId();
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { isbns, rejected: bad } = parseIsbnList(text);
    setRejected(bad);
    if (isbns.length > 0) onAdd(isbns);
    setText(bad.join('\n'));
  };
  const errorId = rejected.length ? `${id}-error` : undefined;
  return (
    <Panel as="form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('add.byIsbn')}</h3>
      <Field>
        <Label htmlFor={`${id}-isbns`}>{t('add.isbnLabel')}</Label>
        <TextArea id={`${id}-isbns`} rows={3} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')} aria-invalid={rejected.length ? true : undefined} inputMode="numeric" autoComplete="off" />
        <Hint id={`${id}-hint`}>{t('add.isbnHint')}</Hint>
        {rejected.length > 0 && <ErrorText id={errorId} role="alert">{t('add.isbnRejected', { list: rejected.join(', ') })}</ErrorText>}
      </Field>
      <Actions><Button type="submit">{t('add.addIsbns')}</Button></Actions>
    </Panel>
  );
}

function Editions({ workId, onAdd }: AddProps & { workId: number }) {
  const t = useTranslations('buyback');
  const { data, error } = useWorkEditions(workId);
  if (error) return <p role="alert">{t('add.editionsFailed')}</p>;
  if (!data) return <p role="status">{t('add.loadingEditions')}</p>;
  const withIsbn = data.editions.filter((e) => e.isbn13 ?? e.isbn10);
  if (withIsbn.length === 0) return <p>{t('add.noEditions')}</p>;
  return (
    <EditionList aria-label={t('add.editionsOf', { title: data.title })}>
      {withIsbn.map((edition) => {
        const isbn = (edition.isbn13 ?? edition.isbn10)!;
        const detail = [edition.publisher?.name, edition.year, isbn].filter(Boolean).join(' · ');
        return (
          <li key={edition.editionId}>
            <span>{edition.title}{edition.subtitle ? `: ${edition.subtitle}` : ''} <small>{detail}</small></span>
            <Button variant="secondary" onClick={() => onAdd([isbn])} aria-label={t('add.addEdition', { detail })}>{t('add.add')}</Button>
          </li>
        );
      })}
    </EditionList>
  );
}

/** Finding a book by its title in our catalogue, then picking the edition (its ISBN is what we quote). */
export function TitleSearch({ onAdd }: AddProps) {
  const t = useTranslations('buyback');
  const id = useId();
  const [text, setText] = useState('');
  const [workId, setWorkId] = useState<number | null>(null);
  const { data } = useTitleSuggestions(text);
  const titles = text.trim().length >= 2 ? data?.titles ?? [] : [];
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('add.byTitle')}</h3>
      <Field>
        <Label htmlFor={`${id}-q`}>{t('add.titleLabel')}</Label>
        <Input id={`${id}-q`} type="search" value={text} onChange={(e) => { setText(e.target.value); setWorkId(null); }} autoComplete="off" aria-describedby={`${id}-hint`} />
        <Hint id={`${id}-hint`}>{t('add.titleHint')}</Hint>
      </Field>
      {workId === null && titles.length > 0 && (
        <SuggestionList aria-label={t('add.titlesFound')}>
          {titles.map((title) => (
            <li key={title.workId}>
              <Button variant="secondary" onClick={() => setWorkId(title.workId)}>
                {title.title}{title.author ? ` — ${title.author}` : ''}
              </Button>
            </li>
          ))}
        </SuggestionList>
      )}
      {workId === null && text.trim().length >= 2 && data && titles.length === 0 && <p>{t('add.noTitles')}</p>}
      {workId !== null && (
        <>
          <Editions workId={workId} onAdd={(isbns) => { onAdd(isbns); setWorkId(null); setText(''); }} />
          <Button variant="secondary" onClick={() => setWorkId(null)}>{t('add.backToTitles')}</Button>
        </>
      )}
    </Panel>
  );
}
