import styled, { keyframes } from 'styled-components';
import { theme } from '../theme';

const pulse = keyframes`
  from { opacity: 0.4; }
  to { opacity: 1; }
`;

export const StatusBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.md};
  text-align: center;
  color: ${theme.colors.inkMuted};

  p { margin: 0; }
`;

export const Spinner = styled.span`
  display: block;
  width: 2.5rem;
  height: 0.5rem;
  border-radius: 999px;
  background: ${theme.colors.border};
  animation: ${pulse} 0.8s ease-in-out infinite alternate;
`;

/** A quiet line that appears while cached data is being refreshed in the background. */
export const RefreshLine = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`;

/** "Nothing here (yet)" in place of a list; margins are the caller's. */
export const EmptyState = styled.p`
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.inkMuted};
  text-align: center;
`;
