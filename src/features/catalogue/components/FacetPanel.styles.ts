import styled from 'styled-components';
import { theme } from '@/ui';

export const Panel = styled.aside`
  min-width: 0;

  ${theme.media.belowDesktop} { display: none; }
`;

/** Collapsed behind a summary on phones; on wide screens the panel is simply open (summary hidden). */
export const Disclosure = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  > summary {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${theme.space.sm} ${theme.space.md};
    cursor: pointer;
    font-weight: 700;
  }

  ${theme.media.desktop} {
    border: 0;
    background: transparent;
    &[open] > summary { display: none; }
  }
`;

export const Groups = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.md};

  ${theme.media.desktop} { padding: 0; }
`;

export const Group = styled.section`
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: 1rem;
  }
`;
