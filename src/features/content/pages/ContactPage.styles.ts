import styled from 'styled-components';

export const ContactList = styled.dl`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;
