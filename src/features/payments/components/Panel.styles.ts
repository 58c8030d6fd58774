import styled from 'styled-components';

/** A bordered block of the payment pages (retry, cancel, extend). */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 { margin: 0; }
  p { margin: 0; }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** An error or a result of an action, read out when it appears. */
export const ActionMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.sale : theme.colors.ink)};
`;
