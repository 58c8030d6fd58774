import type { ButtonHTMLAttributes } from 'react';
import { StyledButton, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A real <button>; `type` defaults to "button" so it never submits a surrounding form by accident. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}
