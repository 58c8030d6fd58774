import styled from 'styled-components';

/** An inline, comma-separated list that is still a list for screen readers. */
export const PeopleList = styled.ul`
  display: inline;
  margin: 0;
  padding: 0;
  list-style: none;

  li { display: inline; }
  li + li::before { content: ', '; }
`;
