import type { SuggestResponse } from '@/contracts/listing';
import type { RouteKey, RouteParams } from '@/routing';

export type SuggestionGroup = 'titles' | 'authors' | 'categories';

/** One choosable line of the autocomplete listbox, with where choosing it leads. */
export interface SuggestionOption {
  key: string;
  group: SuggestionGroup;
  label: string;
  /** A second, quieter line (a title's author). */
  detail: string | null;
  route: RouteKey;
  params: RouteParams;
}

/** Suggestions in listbox order (titles, authors, categories): arrow keys walk this list. */
export function suggestionOptions(data: SuggestResponse | undefined): SuggestionOption[] {
  if (!data) return [];
  return [
    ...data.titles.map((title): SuggestionOption => ({
      key: `title-${title.workId}`,
      group: 'titles',
      label: title.title,
      detail: title.author,
      route: 'work',
      params: { id: String(title.workId) },
    })),
    ...data.authors.map((author): SuggestionOption => ({
      key: `author-${author.id}`,
      group: 'authors',
      label: author.name,
      detail: null,
      route: 'author',
      params: { authorId: String(author.id) },
    })),
    ...data.categories.map((category): SuggestionOption => ({
      key: `category-${category.id}`,
      group: 'categories',
      label: category.name,
      detail: null,
      route: 'category',
      params: { slug: category.slug },
    })),
  ];
}

/** The next active index for an arrow key; -1 means none (focus text stays in the input). */
export function moveActive(active: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return direction === 1 ? 0 : count - 1;
  return (active + direction + count) % count;
}
