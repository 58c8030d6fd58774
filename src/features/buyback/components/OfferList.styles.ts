import styled from 'styled-components';

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const LineCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; }
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; }
  input[type='number'] { width: 4.5rem; min-height: 2.75rem; font: inherit; }
`;

export const LineHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  h3 { margin: 0; font-size: 1.0625rem; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.875rem; }
`;

export const Offer = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 600;
`;

export const Explanation = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const LineControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;
