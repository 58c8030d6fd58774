import styled from 'styled-components';

export const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  max-height: min(26rem, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 0.5rem 1.5rem rgba(43, 33, 24, 0.18);
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Option = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Detail = styled.span`
  font-size: 0.8125rem;
  opacity: 0.85;
`;
