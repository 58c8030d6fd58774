import styled from 'styled-components';

export const Placeholder = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 5rem;
  height: 5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.shelf};
  color: ${({ theme }) => theme.colors.onShelf};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  letter-spacing: 0.05em;

  ${({ theme }) => theme.media.tablet} {
    width: 7.5rem;
    height: 7.5rem;
    font-size: 2.5rem;
  }
`;
