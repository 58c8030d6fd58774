import styled from 'styled-components';

export const ScannerBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; font-size: 1.125rem; }
`;

export const Frame = styled.div<{ $active: boolean }>`
  display: ${({ $active }) => ($active ? 'block' : 'none')};
  position: relative;
  max-width: 32rem;
  aspect-ratio: 4 / 3;
  background: #000;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;

  &::after {
    content: '';
    position: absolute;
    left: 10%;
    right: 10%;
    top: 50%;
    border-top: 2px solid rgba(255, 80, 80, 0.9);
  }
`;

export const Video = styled.video`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Status = styled.p`
  margin: 0;
`;
