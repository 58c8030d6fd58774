import styled from 'styled-components';

export const Group = styled.section`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

export const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A toggle button; the pressed state shows as a filled chip with a check mark, not by colour alone. */
export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover { border-color: ${({ theme }) => theme.colors.primaryHover}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const Mark = styled.span`
  display: inline-block;
  width: 1em;
  text-align: center;
`;

export const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  &:empty { margin: 0; }
`;
