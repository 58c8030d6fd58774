import styled from 'styled-components';
import { theme } from '@/ui';

export const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${theme.space.xs});
  left: 0;
  right: 0;
  max-height: min(26rem, 70vh);
  overflow-y: auto;
  padding: ${theme.space.xs} 0;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 0.5rem 1.5rem rgba(43, 33, 24, 0.18);
  color: ${theme.colors.ink};
  text-align: left;
`;

export const GroupLabel = styled.div`
  padding: ${theme.space.xs} ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Option = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${theme.space.sm} ${theme.space.md};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Detail = styled.span`
  font-size: 0.8125rem;
  opacity: 0.85;
`;
