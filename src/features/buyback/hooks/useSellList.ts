import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { browserClient } from '@/lib/http';
import { BUYBACK_MAX_ISBNS } from '@/contracts/buyback';
import { fetchQuotes } from '../api/quotes';
import { sellListReducer, unquoted, type SellLine } from '../lib/sellList';

export interface QuoteTerms {
  walletBonusPercent: number;
  commissionSharePercent: number;
}

/**
 * The seller's list with its offers: lines added by any means are quoted in one call as soon as
 * they appear (a scan shows its offer at once); a failed call marks them for a retry.
 */
export function useSellList(initial: SellLine[] = []) {
  const locale = useLocale();
  const [lines, dispatch] = useReducer(sellListReducer, initial);
  const [terms, setTerms] = useState<QuoteTerms | null>(null);
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    const waiting = unquoted(lines).filter((l) => !inFlight.current.has(l.key)).slice(0, BUYBACK_MAX_ISBNS);
    if (waiting.length === 0) return;
    const keys = waiting.map((l) => l.key);
    keys.forEach((k) => inFlight.current.add(k));
    fetchQuotes(browserClient(locale), waiting.map((l) => l.input))
      .then((response) => {
        setTerms({ walletBonusPercent: response.walletBonusPercent, commissionSharePercent: response.commissionSharePercent });
        dispatch({ type: 'quoted', results: response.items });
      })
      .catch(() => dispatch({ type: 'quoteFailed', keys }))
      .finally(() => keys.forEach((k) => inFlight.current.delete(k)));
  }, [lines, locale]);

  const retry = useCallback(() => {
    dispatch({ type: 'replace', lines: lines.map((l) => (l.quote === null ? { ...l, quote: undefined } : l)) });
  }, [lines]);

  return { lines, dispatch, terms, setTerms, retry };
}
