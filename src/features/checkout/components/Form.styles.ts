import styled from 'styled-components';
import { Hint, control } from '@/ui/form';

// The fields every form shares come from src/ui/form; these are the checkout's own.
export { ErrorText, Field, Hint, Input, Label, Select } from '@/ui/form';

/**
 * A status line that keeps one line's height while it is empty: the delivery step's total arrives
 * with the quote, and without it "Continue" below moved under the shopper's pointer (and a click
 * pressed before and released after it missed).
 */
export const StatusLine = styled(Hint)`
  min-height: 1.5em;
`;

/** One checkout step: a fieldset whose legend carries the step's heading. */
export const StepFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const StepLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  h3 { margin: 0; font-size: 1.25rem; }
  h3:focus { outline: none; }
  h3:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

/** A group inside a step (delivery methods, payment methods, pick-up points, address). */
export const GroupFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 600; }
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

/** For short codes (voucher): a full-width box would suggest a long text. */
export const ShortInput = styled.input`
  ${control}
  max-width: 16rem;
`;

/** A list of radio choices, each a large clickable card. */
export const ChoiceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ChoiceLabel = styled.label`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;

  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.paper};
  }

  input { margin-top: 0.3rem; width: 1.125rem; height: 1.125rem; }
`;

export const ChoiceText = styled.span`
  display: grid;
  gap: 0.125rem;
`;

export const ChoiceDetail = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ChoicePrice = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * A payment method's fee ("Poplatek 29,00 Kč"): longer than a price, so on a phone it goes under
 * the method's name instead of squeezing its description into a one-word column.
 */
export const ChoiceFee = styled(ChoicePrice)`
  ${({ theme }) => theme.media.phoneOnly} {
    grid-column: 2;
  }
`;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  input { margin-top: 0.3rem; width: 1.125rem; height: 1.125rem; flex: none; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A message of the whole form (above the order button), read out when it appears. */
export const FormMessage = styled.div<{ $tone: 'error' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.sale : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.paper};
  font-weight: 600;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.sale : theme.colors.ink)};

  p { margin: 0; }
`;
