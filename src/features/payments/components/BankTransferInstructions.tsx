import { useId } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { BankTransfer } from '@/contracts/orders';
import { resolveLocale } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import { Details, Hint, QrImage, TransferBox } from './BankTransferInstructions.styles';

/**
 * The bank details and the payment QR code. The SVG comes from our own API, but it is still shown
 * through <img> with a data: URL: an image cannot run script or reach into the page, whatever
 * the document contains.
 */
export function BankTransferInstructions({ transfer }: { transfer: BankTransfer }) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const headingId = useId();
  const amount = formatMoney(transfer.amountX100, transfer.currency, locale);
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.qrSvg)}`;
  return (
    <TransferBox aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bankTransfer.heading')}</h2>
      <QrImage src={qrSrc} alt={t('bankTransfer.qrAlt', { amount })} width={200} height={200} />
      <Details>
        {transfer.accountNumber && (
          <>
            <dt>{t('bankTransfer.accountNumber')}</dt>
            <dd>{transfer.accountNumber}</dd>
          </>
        )}
        <dt>{t('bankTransfer.iban')}</dt>
        <dd>{transfer.iban}</dd>
        <dt>{t('bankTransfer.bic')}</dt>
        <dd>{transfer.bic}</dd>
        <dt>{t('bankTransfer.accountName')}</dt>
        <dd>{transfer.accountName}</dd>
        <dt>{t('bankTransfer.variableSymbol')}</dt>
        <dd>{transfer.variableSymbol}</dd>
        <dt>{t('bankTransfer.amount')}</dt>
        <dd>{amount}</dd>
      </Details>
      <Hint>{t('bankTransfer.hint')}</Hint>
    </TransferBox>
  );
}
