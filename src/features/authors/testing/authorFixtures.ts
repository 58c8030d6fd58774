import type { AuthorProfile, WorkSummary } from '@/contracts/authors';

/** Test-only: an author and a work as the API sends them; override what a test cares about. */
export function authorFixture(overrides: Partial<AuthorProfile> = {}): AuthorProfile {
  return {
    id: 42,
    name: 'Karel Čapek',
    role: 'author',
    birthYear: 1890,
    deathYear: 1938,
    biography: 'Český spisovatel a novinář. Narodil se v Malých Svatoňovicích. Psal romány i divadelní hry.',
    shortBiography: 'Český spisovatel a novinář. Narodil se v Malých Svatoňovicích.',
    biographyLanguage: 'cs',
    workCount: 14,
    inStockCount: 31,
    ...overrides,
  };
}

export function workFixture(overrides: Partial<WorkSummary> = {}): WorkSummary {
  return {
    workId: 7,
    title: 'Krakatit',
    authors: [{ id: 42, name: 'Karel Čapek' }],
    firstYear: 1924,
    inStockCount: 3,
    lowestPriceX100: 8900,
    currency: 'CZK',
    coverUrl: '/api/adonis/v1/covers/7.svg',
    ...overrides,
  };
}
