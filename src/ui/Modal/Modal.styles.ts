import styled from 'styled-components';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.tablet} {
    align-items: center;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A bottom sheet on phones, a centred card from tablet up. */
export const Dialog = styled.div`
  width: 100%;
  max-height: 90vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => `${theme.radius} ${theme.radius} 0 0`};

  ${({ theme }) => theme.media.tablet} {
    max-width: 40rem;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 { margin: 0; }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.paper}; }
`;
