import styled from 'styled-components';
import { theme } from '../theme';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layers.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${theme.colors.overlay};

  ${theme.media.tablet} {
    align-items: center;
    padding: ${theme.space.lg};
  }
`;

/**
 * A bottom sheet on phones, a centred card from tablet up. Header and footer stay put; only the
 * body scrolls, so the actions are on screen however tall the content is.
 */
export const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 90vh;
  max-height: 90dvh;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius} ${theme.radius} 0 0;

  ${theme.media.tablet} {
    max-width: 40rem;
    border-radius: ${theme.radius};
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.sm};

  h2 { margin: 0; }

  ${theme.media.tablet} {
    padding: ${theme.space.lg} ${theme.space.lg} ${theme.space.md};
  }
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 ${theme.space.md} ${theme.space.md};

  ${theme.media.tablet} {
    padding: 0 ${theme.space.lg} ${theme.space.lg};
  }
`;

/** The actions row: on a phone a bar along the sheet's bottom edge, buttons sharing its width. */
export const Footer = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  padding-bottom: max(${theme.space.md}, env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};

  > * { flex: 1 1 10rem; justify-content: center; text-align: center; }

  ${theme.media.tablet} {
    padding: 0 ${theme.space.lg} ${theme.space.lg};
    border-top: 0;

    > * { flex: 0 0 auto; }
  }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.ink};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover { background: ${theme.colors.paper}; }
`;
