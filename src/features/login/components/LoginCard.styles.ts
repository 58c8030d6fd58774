import styled from 'styled-components';
import { buttonCss } from '@/ui';

export const Card = styled.div`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h1 { margin: 0; }
  h1:focus { outline: none; }
  p { margin: 0; }
`;

export const Divider = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ProviderList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The provider's start is an API URL (a full navigation), not a route: an anchor styled as a button. */
export const ProviderLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonCss}
  width: 100%;
`;
