import type { AbstractIntlMessages } from 'next-intl';
import type { IntakeBatch } from '@/contracts/intake';
import { precompileMessages } from '@/i18n/precompile';
import { HttpError } from '@/lib/http';
import { fetchIntakeBatch } from '../api/intakeApi';
import { adminMessages, withAdmin } from '../server/withAdmin';
import type { AdminLang } from '../adminPages';

/** The admin namespace plus the intake desk's own (locales/<lang>/intake.json). */
async function intakeMessages(lang: AdminLang): Promise<{ admin: AbstractIntlMessages; intake: AbstractIntlMessages }> {
  const loaded = (await import(`../../../../locales/${lang}/intake.json`)) as { default?: AbstractIntlMessages };
  const { admin } = await adminMessages(lang);
  return { admin, ...precompileMessages({ intake: (loaded.default ?? loaded) as AbstractIntlMessages }) };
}

/** /admin/prijem: the receiving desk (scan a code, an unannounced parcel, bag codes to print). */
export const getIntakeServerSideProps = withAdmin<{ messages: Awaited<ReturnType<typeof intakeMessages>> }>('/admin/prijem', async ({ lang }) => ({
  props: { messages: await intakeMessages(lang) },
}));

/** /admin/prijem/[code]: one batch at the desk (404 for an unknown code). */
export const getIntakeBatchServerSideProps = withAdmin<{ batch: IntakeBatch; messages: Awaited<ReturnType<typeof intakeMessages>> }>('/admin/prijem/[code]', async ({ client, params, lang }) => {
  const code = String(params?.code ?? '').toUpperCase();
  if (!/^BB[0-9A-Z]{8}$/.test(code)) return { notFound: true };
  try {
    return { props: { batch: await fetchIntakeBatch(client, code), messages: await intakeMessages(lang) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true };
    throw error;
  }
});
