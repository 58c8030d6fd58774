import { useEffect, useState } from 'react';
import type { LeadRef } from '../api/leads';
import { useLead } from '../api/leads';
import { readLeadRef } from '../lib/leadRef';

/** The lead of this browser's selling flow (read after hydration: it lives in localStorage). */
export function useCurrentLead() {
  const [ref, setRef] = useState<LeadRef | null | undefined>(undefined);
  useEffect(() => setRef(readLeadRef()), []);
  const swr = useLead(ref ?? null);
  return { ref, ...swr, missing: ref === null };
}
