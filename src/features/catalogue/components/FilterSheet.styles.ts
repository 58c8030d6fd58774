import styled from 'styled-components';
import { theme } from '@/ui';
import { Button } from '@/ui';

/** Only below desktop width: from there on the facets are a sidebar. */
export const FilterButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};

  svg { width: 1.25rem; height: 1.25rem; flex: none; }

  ${theme.media.desktop} { display: none; }
`;

export const SheetGroups = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;
