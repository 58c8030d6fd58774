import styled from 'styled-components';
import { theme } from '@/ui';
import { EmptyState as BaseEmptyState } from '@/ui';

export const Section = styled.section`
  margin: ${`${theme.space.xl} 0`};
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};

  h2 { margin: 0; }
  a { font-weight: 600; }
`;

export const EmptyState = styled(BaseEmptyState)`
  margin: 0;
`;
