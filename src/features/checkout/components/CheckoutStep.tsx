import { forwardRef, type ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { Button } from '@/ui';
import { Actions, StepFieldset, StepLegend } from './Form.styles';

interface CheckoutStepProps {
  number: number;
  count: number;
  title: string;
  /** Shown on the step the shopper is on; validates it and opens the next. */
  onContinue?: () => void;
  children: ReactNode;
}

/**
 * One step of the checkout: a fieldset named by its legend. The heading inside the legend takes
 * focus when the step opens, so keyboard and screen-reader users land at its start.
 */
export const CheckoutStep = forwardRef<HTMLHeadingElement, CheckoutStepProps>(function CheckoutStep(
  { number, count, title, onContinue, children },
  headingRef,
) {
  const t = useTranslations('checkout');
  return (
    <StepFieldset>
      <StepLegend>
        <h3 ref={headingRef} tabIndex={-1}>
          {t('steps.heading', { number, count, title })}
        </h3>
      </StepLegend>
      {children}
      {onContinue && (
        <Actions>
          <Button onClick={onContinue}>{t('steps.continue')}</Button>
        </Actions>
      )}
    </StepFieldset>
  );
});
