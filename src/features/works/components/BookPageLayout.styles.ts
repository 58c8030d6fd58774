import styled from 'styled-components';
import { theme } from '@/ui';

/** Heading block of every book page. */
export const PageHeader = styled.header`
  margin-bottom: ${theme.space.lg};

  h1 { margin-bottom: ${theme.space.xs}; }
`;

export const Subtitle = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.125rem;
  color: ${theme.colors.inkMuted};
`;

/** Cover beside the purchase box from tablets up; stacked on phones, cover first. */
export const CopyGrid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${theme.media.tablet} { grid-template-columns: minmax(0, 20rem) minmax(0, 1fr); align-items: start; }
`;

export const PurchaseBox = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  ${theme.media.tablet} { padding: ${theme.space.lg}; }
`;

export const BigPrice = styled.div`
  font-size: 1.5rem;

  /* The Price primitive sizes itself for tiles; on the copy page it is the main fact. */
  & span { font-size: inherit; }
`;

export const Description = styled.p`
  max-width: 45rem;
  white-space: pre-line;
`;

/** "Description in English" above a description written in another language than the storefront's. */
export const DescriptionLanguage = styled.p`
  margin-bottom: 0.25rem;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`;

export const EditionList = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
