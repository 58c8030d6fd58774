import styled, { css } from 'styled-components';
import { theme } from '../theme';

export const PriceWrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.sm};
`;

const currentPriceCss = css`
  font-weight: 700;
  font-size: 1.0625rem;
`;

/** Two static components rather than one interpolating a prop: static CSS is built once per page (issue 18). */
export const CurrentPrice = styled.span`
  ${currentPriceCss}
  color: ${theme.colors.ink};
`;

export const SalePrice = styled.span`
  ${currentPriceCss}
  color: ${theme.colors.sale};
`;

export const PreviousPrice = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.9375rem;
`;
