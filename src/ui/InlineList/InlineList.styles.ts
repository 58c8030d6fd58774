import styled from 'styled-components';
import { theme } from '../theme';

/** A list laid out as wrapping lines of links or chips, without bullets. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
