import { useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { REVIEW_DECISIONS, type ReportedReview, type ReviewDecision } from '@/contracts/support';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink } from '../components/AdminLink';
import { Badge, Button, Card, Muted, Row } from '../components/adminStyles';
import { moderateReview } from '../api/supportApi';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminModerationProps extends AdminPageProps {
  reviews: ReportedReview[];
}

/** /admin/moderace: reviews with open reports — hide, keep or delete; the reporters are told by e-mail. */
export default function AdminModerationPage(props: AdminModerationProps) {
  const t = useTranslations('admin.supportDesk');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const decide = async (id: number, decision: ReviewDecision) => {
    setBusy(true);
    try {
      const { told } = await moderateReview(id, decision);
      toast.success(t('moderation.done', { told }));
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch {
      toast.error(t('errors.FAILED'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminFrame props={props} current="/admin/moderace">
      <Head><title>{t('moderation.heading')}</title></Head>
      <h1>{t('moderation.heading')}</h1>
      {props.reviews?.length ? props.reviews.map((r) => (
        <Card key={r.id} aria-labelledby={`review-${r.id}`}>
          <h2 id={`review-${r.id}`} style={{ fontSize: 18 }}>{r.workTitle} · {'★'.repeat(r.rating)} {r.hidden && <Badge>{t('engagement.hidden')}</Badge>}</h2>
          <p>{r.body}</p>
          <p><Muted>{t('moderation.author')}: </Muted><AdminLink route="adminCustomer" params={{ id: r.customerId }}>{r.author ?? `#${r.customerId}`}</AdminLink></p>
          <h3 style={{ fontSize: 15 }}>{t('moderation.reports', { count: r.reports.length })}</h3>
          <ul>{r.reports.map((x, i) => <li key={i}>{x.reason}{x.note ? `: ${x.note}` : ''} <Muted>({format.dateTime(new Date(x.createdAt), { dateStyle: 'short', timeZone: 'Europe/Prague' })})</Muted></li>)}</ul>
          <Row>
            {REVIEW_DECISIONS.map((d) => (
              <Button key={d} type="button" $variant={d === 'delete' ? 'danger' : d === 'keep' ? 'plain' : 'primary'} disabled={busy} onClick={() => void decide(r.id, d)}>{t(`moderation.${d}`)}</Button>
            ))}
          </Row>
        </Card>
      )) : <p>{t('moderation.none')}</p>}
    </AdminFrame>
  );
}
