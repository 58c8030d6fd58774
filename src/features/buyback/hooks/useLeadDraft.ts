import { useCallback, useState } from 'react';
import { useLocale } from 'next-intl';
import { browserClient } from '@/lib/http';
import type { LeadUpdateBody, LeadView } from '@/contracts/buyback';
import { createLead, updateLead, type LeadRef } from '../api/leads';
import { storeLeadRef } from '../lib/leadRef';

/** The seller's draft on the server: created on the first save, updated after; its key kept in this browser. */
export function useLeadDraft() {
  const locale = useLocale();
  const [lead, setLead] = useState<LeadView | null>(null);
  const [saving, setSaving] = useState(false);
  const ref: LeadRef | null = lead ? { id: lead.id, token: lead.token } : null;

  const adopt = useCallback((view: LeadView | null) => {
    setLead(view);
    storeLeadRef(view && view.state === 'draft' ? { id: view.id, token: view.token } : null);
  }, []);

  const save = useCallback(async (body: LeadUpdateBody): Promise<LeadView> => {
    setSaving(true);
    try {
      const client = browserClient(locale);
      const saved = lead?.state === 'draft' ? await updateLead(client, { id: lead.id, token: lead.token }, body) : await createLead(client, { items: [], ...body });
      adopt(saved);
      return saved;
    } finally {
      setSaving(false);
    }
  }, [adopt, lead, locale]);

  return { lead, ref, adopt, save, saving };
}
