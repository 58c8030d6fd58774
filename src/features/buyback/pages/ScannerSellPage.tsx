import { useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale, LOCALES } from '@/i18n/locales';
import { RouteLink, useRouteResolver } from '@/routing';
import { Button, Container, PageHead, useIsHydrated } from '@/ui';
import { Actions, ErrorText } from '@/ui/form';
import { IsbnEntry } from '../components/AddBooks';
import { OfferList } from '../components/OfferList';
import { Totals } from '../components/Totals';
import { useLeadDraft } from '../hooks/useLeadDraft';
import { useSellList } from '../hooks/useSellList';
import { leadItems, sellTotals } from '../lib/sellList';
import { scanCue } from '../scanner/cue';
import { Section } from './SellBooks.styles';

// The camera and the barcode reader (and its WebAssembly) load only here, and only in the browser:
// rendered once the page has hydrated. The page hydrates late (a low-priority boundary of the
// layout), and a hydration that restarts after the chunk has loaded would render the scanner
// where the server rendered nothing (a mismatch).
const CameraScanner = dynamic(() => import('../scanner/CameraScanner'), { ssr: false });

/**
 * /book-scanner/sell-books: scan books one after another; each scan shows its offer at once with
 * a short sound and vibration, a second copy counts, and the list becomes a lead on /sell-books.
 * Without a camera the ISBN can be typed.
 */
export default function ScannerSellPage() {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const hydrated = useIsHydrated();
  const resolve = useRouteResolver();
  const { lines, dispatch, terms, retry } = useSellList();
  const draft = useLeadDraft();
  const [lastScan, setLastScan] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const cued = useRef(new Set<string>());
  const totals = useMemo(() => sellTotals(lines, terms?.walletBonusPercent ?? 0, true), [lines, terms]);

  // The cue sounds when the offer is there: a different tone for a book we do not buy.
  useEffect(() => {
    for (const line of lines) {
      const mark = `${line.key}:${line.quantity}`;
      if (!line.quote || cued.current.has(mark)) continue;
      cued.current.add(mark);
      scanCue(line.quote.status === 'accepted' ? 'accepted' : 'refused');
    }
  }, [lines]);

  const add = (isbns: string[]) => {
    dispatch({ type: 'add', isbns });
    setLastScan(isbns[isbns.length - 1]);
  };

  const sell = async () => {
    setFailed(false);
    try {
      await draft.save({ items: leadItems(lines) });
      await router.push(resolve('sellBooks'));
    } catch {
      setFailed(true);
    }
  };

  const last = lines.find((l) => l.key === lastScan);
  return (
    <Container>
      <PageHead title={t('scanner.title')} />
      <h1>{t('scanner.title')}</h1>
      <p>{t('scanner.lead')}</p>
      {hydrated && <CameraScanner onIsbn={(isbn) => add([isbn])} />}
      <p role="status" aria-live="polite" data-testid="last-scan">
        {last ? (last.quote?.status === 'accepted' ? t('scanner.lastAccepted', { title: last.quote.title }) : last.quote?.status === 'refused' ? t('scanner.lastRefused', { reason: last.quote.message }) : t('offer.asking')) : ''}
      </p>
      <IsbnEntry onAdd={add} />
      <Section aria-labelledby="scanned-heading">
        <h2 id="scanned-heading">{t('scanner.listHeading', { count: lines.reduce((n, l) => n + l.quantity, 0) })}</h2>
        <OfferList lines={lines} dispatch={dispatch} compact onRetry={retry} />
        {lines.length > 0 && <Totals totals={totals} currency={LOCALES[locale].currency} />}
      </Section>
      {failed && <ErrorText role="alert">{t('form.saveFailed')}</ErrorText>}
      <Actions>
        <Button onClick={() => void sell()} disabled={draft.saving || leadItems(lines).length === 0}>{t('scanner.sell')}</Button>
        <RouteLink route="sellBooks">{t('scanner.toForm')}</RouteLink>
      </Actions>
    </Container>
  );
}
