import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { z } from 'zod';
import type { VoucherValidateResponse } from '@/contracts/checkout';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';
import { browserClient } from '@/lib/http';
import { Button, formatMoney } from '@/ui';
import { findAutoAssignableVoucher, validateVoucher, type OfferedVoucher } from '../api/postVouchers';
import { Actions, ErrorText, Field, GroupFieldset, Hint, Label, ShortInput } from './Form.styles';
import { voucherEffectText } from './voucherEffectText';

interface VoucherFieldProps {
  id: string;
  applied: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  itemsX100: number;
  /** The quoted delivery price, so the offer can weigh free delivery against a discount. */
  shippingX100: number | null;
  email: string;
  currency: CurrencyCode;
  /** What the latest quote says about the applied voucher (it can stop applying when the cart changes). */
  quoted: VoucherValidateResponse | null;
  /** A translated message from a refused checkout (VOUCHER_INVALID). */
  error?: string;
}

type Valid = Extract<VoucherValidateResponse, { valid: true }>;
type Invalid = Extract<VoucherValidateResponse, { valid: false }>;

const emailOrUndefined = (email: string) => (z.string().email().safeParse(email.trim()).success ? email.trim().toLowerCase() : undefined);

/**
 * A voucher code: checked with the API on "Apply" (its effect, or the reason it does not apply),
 * and a voucher the shop offers this shopper without a code, looked up once.
 */
export function VoucherField({ id, applied, onApply, onRemove, itemsX100, shippingX100, email, currency, quoted, error }: VoucherFieldProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const [text, setText] = useState('');
  const [checking, setChecking] = useState(false);
  const [accepted, setAccepted] = useState<Valid | null>(null);
  const [rejected, setRejected] = useState<Invalid | null>(null);
  const [failed, setFailed] = useState(false);
  const [offered, setOffered] = useState<OfferedVoucher | null>(null);
  const lookedUp = useRef(false);
  const inputId = `${id}-code`;

  // Once, when the step opens: by then the e-mail (first-order rules) and the delivery price are known.
  const offerRequest = useRef({ itemsX100, email: emailOrUndefined(email), ...(shippingX100 !== null ? { shippingX100 } : {}) });
  useEffect(() => {
    if (lookedUp.current) return;
    lookedUp.current = true;
    findAutoAssignableVoucher(browserClient(locale), offerRequest.current)
      .then(setOffered)
      // An offer is a nicety: without one the field works as usual.
      .catch(() => setOffered(null));
  }, [locale]);

  const rejectionText = (answer: Invalid) =>
    t(`voucher.rejected.${answer.reason}`, { amount: formatMoney(answer.minTotalX100 ?? 0, currency, locale) });

  const apply = async () => {
    const code = text.trim();
    if (!code || checking) return;
    setChecking(true);
    setRejected(null);
    setFailed(false);
    try {
      const answer = await validateVoucher(browserClient(locale), { code, itemsX100, email: emailOrUndefined(email) });
      if (answer.valid) {
        setAccepted(answer);
        setText('');
        onApply(answer.code);
      } else {
        setRejected(answer);
      }
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const takeOffered = (voucher: Valid) => {
    setAccepted(voucher);
    setRejected(null);
    onApply(voucher.code);
  };

  const quotedRejection = applied && quoted && !quoted.valid ? rejectionText(quoted) : null;
  const effect = accepted && accepted.code === applied ? voucherEffectText(accepted.effect, t, currency, locale) : null;
  const message = error ?? quotedRejection ?? (rejected ? rejectionText(rejected) : failed ? t('voucher.failed') : null);
  const messageId = `${inputId}-error`;

  return (
    <GroupFieldset id={id}>
      <legend>{t('voucher.legend')}</legend>
      {applied ? (
        <Actions>
          <Hint role="status">{effect ? t('voucher.applied', { code: applied, effect }) : t('voucher.appliedCode', { code: applied })}</Hint>
          <Button variant="secondary" onClick={onRemove}>
            {t('voucher.remove')}
          </Button>
        </Actions>
      ) : (
        <Field>
          <Label htmlFor={inputId}>{t('voucher.label')}</Label>
          <Actions>
            <ShortInput
              id={inputId} value={text} autoComplete="off" autoCapitalize="characters"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code instead of placing the order.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void apply();
                }
              }}
              aria-invalid={message ? true : undefined} aria-describedby={message ? messageId : undefined}
            />
            <Button variant="secondary" onClick={() => void apply()} disabled={checking} aria-busy={checking}>
              {checking ? t('voucher.checking') : t('voucher.apply')}
            </Button>
          </Actions>
        </Field>
      )}
      {message && <ErrorText id={messageId} role="alert">{message}</ErrorText>}
      {offered && applied !== offered.code && (
        <Actions>
          <Hint>{t('voucher.offered', { code: offered.code, effect: voucherEffectText(offered.effect, t, currency, locale) })}</Hint>
          <Button variant="secondary" onClick={() => takeOffered(offered)}>
            {t('voucher.useOffered')}
          </Button>
        </Actions>
      )}
    </GroupFieldset>
  );
}
