import styled from 'styled-components';

export const SummaryBox = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: 1.25rem; }
`;

export const TotalRow = styled.dl`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;

  dd { margin: 0; }
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
