import styled from 'styled-components';
import { control } from '@/ui/form';

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 { margin: 0; font-size: 1.0625rem; }
`;

export const TextArea = styled.textarea`
  ${control}
  font-family: inherit;
`;

export const SuggestionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  button { text-align: left; width: 100%; }
`;

export const EditionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; justify-content: space-between; align-items: center; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; }
`;
