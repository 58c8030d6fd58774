import { useEffect, useRef, useState } from 'react';
import Head from 'next/head';
import { useTranslations } from '@/i18n/use-translations';
import { permissionLabelKey } from '../adminPages';
import toast from 'react-hot-toast';
import type { QueueAction, QueueJobView, QueueKind, QueueKindList } from '@/contracts/warehouse';
import { HttpError } from '@/lib/http';
import { actOnQueueJob, nextQueueJob, revertQueueDenial } from '../api/warehouseApi';
import { AdminFrame } from '../components/AdminFrame';
import { Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminQueuesProps extends AdminPageProps { queues: QueueKindList | null }

const KEYS: Record<string, QueueAction> = { z: 'process', o: 'deny', e: 'escalate', v: 'discard' };
const DONE = { process: 'processed', deny: 'denied', escalate: 'escalated', discard: 'discarded' } as const;

/**
 * /admin/fronty: the people's work queues (issue 15 item 5). Pick a queue, take the next job (the
 * API hands each job to one person: FOR UPDATE SKIP LOCKED), then process, deny, escalate or
 * discard it; the last denial can be reverted. Keyboard: N next, Z/O/E/V the actions (not while
 * typing the note).
 */
export default function AdminQueuesPage(props: AdminQueuesProps) {
  const t = useTranslations('admin.warehouse.queues');
  const tAdmin = useTranslations('admin');
  const permissions = props.employee?.permissions ?? [];
  const mine = (props.queues?.items ?? []).filter((q) => permissions.includes(q.permission));
  const [kind, setKind] = useState<QueueKind | null>(mine[0]?.kind ?? null);
  const [job, setJob] = useState<QueueJobView | null>(null);
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const note = useRef<HTMLInputElement>(null);

  const fail = (error: unknown) => toast.error(t('failed', { message: error instanceof HttpError ? error.message : String(error) }));
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const next = (k: QueueKind | null = kind) => run(async () => {
    if (!k) return;
    const { job: taken } = await nextQueueJob(k);
    setJob(taken);
    setEmpty(taken === null);
  });
  const act = (action: QueueAction) => run(async () => {
    if (!job) return;
    const done = await actOnQueueJob(job.id, action, note.current?.value.trim() || undefined);
    toast.success(t(`done.${DONE[action]}`, { id: done.id }));
    if (note.current) note.current.value = '';
    setJob(null);
  });
  const revert = () => run(async () => {
    if (!kind) return;
    const back = await revertQueueDenial(kind);
    toast.success(t('reverted', { id: back.id }));
    setJob(back);
    setEmpty(false);
  });

  const keys = useRef<(key: string) => void>(() => undefined);
  keys.current = (key: string) => {
    if (key === 'n') void next();
    else if (job && KEYS[key]) void act(KEYS[key]!);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey || (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      keys.current(event.key.toLowerCase());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <AdminFrame props={props} current="/admin/fronty">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('title')}</h1>
      <p><Muted>{t('intro')}</Muted></p>
      {props.queues === null ? <p role="alert">{t('loadError')}</p> : (
        <Table>
          <thead><tr><th>{t('queue')}</th><th>{t('open')}</th><th>{t('held')}</th><th>{t('escalated')}</th><th>{t('next')}</th></tr></thead>
          <tbody>
            {props.queues.items.map((q) => (
              <tr key={q.kind} aria-current={q.kind === kind ? 'true' : undefined}>
                <td>{t(`kinds.${q.kind}`)}</td><td>{q.open}</td><td>{q.held}</td><td>{q.escalated}</td>
                <td>
                  {permissions.includes(q.permission)
                    ? <Button type="button" disabled={busy} onClick={() => { setKind(q.kind); void next(q.kind); }}>{t('next')}: {t(`kinds.${q.kind}`)}</Button>
                    : <Muted>{t('noAccess', { permission: tAdmin(permissionLabelKey(q.permission)) })}</Muted>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {empty && <p role="status">{t('empty')}</p>}
      {job && (
        <Card aria-label={t('job', { id: job.id })}>
          <h2>{t('job', { id: job.id })} · {t(`kinds.${job.kind}`)}</h2>
          <p>{t('subject')}: <strong>{job.subject}</strong></p>
          <p>{t('payload')}: <code>{JSON.stringify(job.payload)}</code></p>
          <Row>
            <Field>{t('note')}<input ref={note} name="note" autoComplete="off" maxLength={1000} /></Field>
          </Row>
          <Row>
            {(Object.keys(DONE) as QueueAction[]).map((a) => (
              <Button key={a} type="button" $variant={a === 'process' ? 'primary' : a === 'discard' ? 'danger' : undefined} disabled={busy} onClick={() => void act(a)}>{t(`actions.${a}`)}</Button>
            ))}
          </Row>
        </Card>
      )}
      {kind && <p><Button type="button" $variant="plain" disabled={busy} onClick={() => void revert()}>{t('revert')}</Button></p>}
    </AdminFrame>
  );
}
