import styled from 'styled-components';
import { Button } from '@/ui';

/** Only below desktop width: from there on the facets are a sidebar. */
export const FilterButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  svg { width: 1.25rem; height: 1.25rem; flex: none; }

  ${({ theme }) => theme.media.desktop} { display: none; }
`;

export const SheetGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
