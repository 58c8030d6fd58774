import styled from 'styled-components';
import { RouteLink } from '@/routing';

/** A vertical line with the years on it. */
export const Years = styled.ol`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

export const Year = styled.li`
  position: relative;
  padding-bottom: ${({ theme }) => theme.space.lg};

  &::before {
    content: '';
    position: absolute;
    left: calc(-${({ theme }) => theme.space.lg} - 0.5rem - 1.5px);
    top: 0.45rem;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }

  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

export const Works = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li { padding: ${({ theme }) => `${theme.space.xs} 0`}; }
`;

export const WorkLink = styled(RouteLink)`
  font-weight: 600;
`;

export const Detail = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`;
