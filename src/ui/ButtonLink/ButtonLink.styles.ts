import styled from 'styled-components';
import { RouteLink } from '@/routing';
import { buttonCss, type ButtonVariant } from '../Button/Button.styles';

/** A route link that looks like a button (navigation stays a link for assistive tech). */
export const ButtonLink = styled(RouteLink)<{ $variant?: ButtonVariant }>`
  ${buttonCss}
`;
