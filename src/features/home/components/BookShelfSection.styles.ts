import styled from 'styled-components';

export const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 { margin: 0; }
  a { font-weight: 600; }
`;

/** Two tiles a row on phones, growing with the screen. */
export const Shelf = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;

export const EmptyState = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
