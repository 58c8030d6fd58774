import styled from 'styled-components';

export const TransferBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }

  h2 { margin: 0; grid-column: 1 / -1; }
`;

export const QrImage = styled.img`
  width: 12.5rem;
  height: 12.5rem;
  /* A QR code needs a light quiet zone to scan, whatever the page background. */
  background: #fff;
  padding: ${({ theme }) => theme.space.sm};
`;

export const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

export const Hint = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
