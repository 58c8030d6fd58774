import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const ErrorHeader = styled.header`
  padding: ${({ theme }) => `${theme.space.md} 0`};
  background: ${({ theme }) => theme.colors.shelf};
`;

export const ErrorBrand = styled(RouteLink)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.625rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onShelf};
  text-decoration: none;

  &:focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnDark}; }
`;

/** Shared body of the error, internal-error and not-found pages. */
export const ErrorContent = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => `${theme.space.xl} 0`};

  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`;

export const TechnicalDetails = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

export const ErrorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
