import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { NextStep } from '@/contracts/checkout';
import { useCurrentLocale } from '@/routing';
import { storeAdyenSession } from '../lib/adyenSession';
import { navigateAway } from '../lib/browserNavigation';
import { nextStepAction } from '../lib/nextStep';

/** Follows the API's `next` after a checkout, a payment retry or an order extension. */
export function useFollowNextStep(): (next: NextStep, paymentCode: string) => Promise<void> {
  const router = useRouter();
  const locale = useCurrentLocale();
  return useCallback(
    async (next, paymentCode) => {
      const action = nextStepAction(next, paymentCode, locale);
      if (action.kind === 'leave') {
        navigateAway(action.url);
        return;
      }
      if (action.adyenSession) storeAdyenSession(paymentCode, action.adyenSession);
      await router.push(action.href);
    },
    [router, locale],
  );
}
