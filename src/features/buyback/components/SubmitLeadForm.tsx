import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, HttpError } from '@/lib/http';
import type { LeadTransport, LeadView } from '@/contracts/buyback';
import { Button } from '@/ui';
import { Actions, ErrorText, Form } from '@/ui/form';
import { submitLead, updateLead } from '../api/leads';
import { ContactFields, contactBody, contactErrors, type ContactDraft, type ContactErrors } from './ContactFields';
import { LeadSummary } from './LeadSummary';

interface SubmitLeadFormProps {
  lead: LeadView;
  transport: LeadTransport;
  /** What was chosen on the steps before (carrier, date, address), shown above the button. */
  children?: ReactNode;
  submitLabel: string;
  onSubmitted: (lead: LeadView) => void;
}

/** The last step: check the contact details and send the lead with its transport. */
export function SubmitLeadForm({ lead, transport, children, submitLabel, onSubmitted }: SubmitLeadFormProps) {
  const t = useTranslations('buyback');
  const locale = useLocale();
  const [contact, setContact] = useState<ContactDraft>({ name: lead.contact.name ?? '', email: lead.contact.email ?? '', phone: lead.contact.phone ?? '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(contact, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const client = browserClient(locale);
      const ref = { id: lead.id, token: lead.token };
      await updateLead(client, ref, { contact: { ...lead.contact, ...contactBody(contact) } });
      onSubmitted(await submitLead(client, ref, { transport }));
    } catch (error) {
      const code = error instanceof HttpError ? error.code : undefined;
      // No book the shop buys is the one gap this step cannot mend: named as such.
      const noBooks = code === 'LEAD_INCOMPLETE' && JSON.stringify((error as HttpError).details ?? '').includes('"items"');
      setFailure(noBooks ? t('form.noBooks') : code === 'LEAD_INCOMPLETE' ? t('form.incomplete') : code === 'BUYBACK_TRANSPORT_UNAVAILABLE' ? t('form.transportUnavailable') : code === 'LEAD_NOT_EDITABLE' ? t('flow.alreadySubmitted') : t('form.submitFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <LeadSummary lead={lead} />
      {children}
      <ContactFields value={contact} onChange={setContact} errors={errors} />
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <Actions>
        <Button type="submit" disabled={sending}>{sending ? t('form.sending') : submitLabel}</Button>
      </Actions>
    </Form>
  );
}
