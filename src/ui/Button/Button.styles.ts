import styled, { css } from 'styled-components';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary';

/** Shared look, so a RouteLink can be styled as a button without becoming one. */
export const buttonCss = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem; /* 44px touch target */
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover { background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover}; }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          &:hover { background: ${theme.colors.paper}; }
        `}

  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const StyledButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonCss}
`;
