import { useState, type FormEvent } from 'react';
import Head from 'next/head';
import { AdminLink } from '../components/AdminLink';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { PERMISSIONS, type EmployeeDetail } from '@/contracts/staff';
import { addPermission, bindCard, generatePin, patchEmployee, removePermission, revokeSession, unbindCard } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { useConfirm } from '../components/ConfirmDialog';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import { permissionLabelKey } from '../adminPages';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminEmployeeProps extends AdminPageProps { detail: EmployeeDetail }

/** /admin/zamestnanci/[id]: permissions (add / remove by name), sessions, RFID cards and PINs, active. */
export default function AdminEmployeePage(props: AdminEmployeeProps) {
  const t = useTranslations('admin');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const detail = props.detail;

  const run = async (work: () => Promise<unknown>, done: string | null) => {
    setBusy(true);
    try {
      await work();
      if (done) toast.success(done);
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch {
      toast.error(t('employees.failed'));
    } finally {
      setBusy(false);
    }
  };
  /** Asks in the admin's dialog (its title and button: the action's label), then runs the work. */
  const confirmThen = (label: string, question: string, work: () => Promise<unknown>, done: string | null, danger = true) => {
    confirm({ title: label, message: question, confirmLabel: label, danger, action: () => run(work, done) });
  };

  if (!detail) return <AdminFrame props={props} current="/admin/zamestnanci"><></></AdminFrame>;
  const missing = PERMISSIONS.filter((p) => !detail.permissions.includes(p));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });

  const onAddPermission = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('permission') ?? '');
    if (name) void run(() => addPermission(detail.id, name), t('employees.permissionAdded'));
  };
  const onBind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const cardId = String(new FormData(form).get('cardId') ?? '').trim();
    if (cardId) void run(async () => { await bindCard(detail.id, cardId); form.reset(); }, t('employees.cardBound'));
  };

  return (
    <AdminFrame props={props} current="/admin/zamestnanci">
      <Head><title>{detail.name}</title></Head>
      <p><AdminLink route="adminEmployees">← {t('employees.back')}</AdminLink></p>
      <h1>{detail.name}</h1>
      <p>{detail.email} · {detail.active ? t('employees.active') : t('employees.inactive')}{' '}
        <Button type="button" $variant={detail.active ? 'danger' : 'plain'} disabled={busy}
          onClick={() => (detail.active
            ? confirmThen(t('employees.deactivate'), t('employees.deactivateConfirm'), () => patchEmployee(detail.id, { active: false }), t('employees.saved'))
            : void run(() => patchEmployee(detail.id, { active: true }), t('employees.saved')))}>
          {detail.active ? t('employees.deactivate') : t('employees.activate')}
        </Button>
      </p>

      <h2>{t('employees.permissions')}</h2>
      <Card>
        {detail.permissions.length === 0 ? <p><Muted>{t('employees.none')}</Muted></p> : (
          <ul aria-label={t('employees.permissions')} style={{ listStyle: 'none', padding: 0 }}>
            {detail.permissions.map((p) => (
              <li key={p} style={{ marginBottom: 6 }}>
                <Badge>{t(permissionLabelKey(p))}</Badge> <code>{p}</code>{' '}
                <Button type="button" disabled={busy} aria-label={`${t('employees.remove')}: ${t(permissionLabelKey(p))}`}
                  onClick={() => confirmThen(`${t('employees.remove')}: ${t(permissionLabelKey(p))}`, t('employees.removePermissionConfirm', { permission: t(permissionLabelKey(p)) }), () => removePermission(detail.id, p), t('employees.permissionRemoved'))}>
                  {t('employees.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {missing.length > 0 && (
          <form method="post" onSubmit={onAddPermission}>
            <Row>
              <Field>{t('employees.permissionToAdd')}
                <select name="permission">{missing.map((p) => <option key={p} value={p}>{t(permissionLabelKey(p))} ({p})</option>)}</select>
              </Field>
              <Button type="submit" $variant="primary" disabled={busy}>{t('employees.addPermission')}</Button>
            </Row>
          </form>
        )}
      </Card>

      <h2>{t('employees.cards')}</h2>
      <Card>
        {detail.cards.length === 0 ? <p>{t('employees.cardNone')}</p> : (
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {detail.cards.map((c) => (
              <li key={c.cardId} style={{ marginBottom: 6 }}>
                <code>{c.cardId}</code> — {c.hasPin ? t('employees.hasPin') : t('employees.noPin')}
                {c.lockedUntil ? `, ${t('employees.locked', { until: when(c.lockedUntil) })}` : ''}{' '}
                <Button type="button" disabled={busy}
                  onClick={() => confirmThen(t('employees.generatePin'), t('employees.generatePinConfirm'), async () => {
                    const { pin } = await generatePin(detail.id, c.cardId);
                    toast.success(t('employees.pinShown', { cardId: c.cardId, pin }), { duration: 60_000 });
                  }, null, false)}>
                  {t('employees.generatePin')}
                </Button>{' '}
                <Button type="button" $variant="danger" disabled={busy}
                  onClick={() => confirmThen(t('employees.unbind'), t('employees.unbindConfirm', { cardId: c.cardId }), () => unbindCard(detail.id, c.cardId), t('employees.cardRemoved'))}>
                  {t('employees.unbind')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form method="post" onSubmit={onBind}>
          <Row>
            <Field>{t('employees.cardId')}<input name="cardId" required maxLength={100} autoComplete="off" /></Field>
            <Button type="submit" disabled={busy}>{t('employees.bindCard')}</Button>
          </Row>
        </form>
      </Card>

      <h2>{t('employees.sessions')}</h2>
      {detail.sessions.length === 0 ? <p>{t('employees.sessionNone')}</p> : (
        <Table>
          <thead><tr><th>{t('employees.method')}</th><th>{t('employees.lastSeen')}</th><th>IP</th><th><span style={{ position: 'absolute', left: -9999 }}>{t('employees.revoke')}</span></th></tr></thead>
          <tbody>
            {detail.sessions.map((s) => (
              <tr key={s.id}>
                <td>{s.method}</td>
                <td>{when(s.lastSeenAt)}</td>
                <td>{s.ip ?? ''}</td>
                <td>
                  <Button type="button" $variant="danger" disabled={busy}
                    onClick={() => confirmThen(t('employees.revoke'), t('employees.revokeConfirm'), () => revokeSession(detail.id, s.id), t('employees.revoked'))}>
                    {t('employees.revoke')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {dialog}
    </AdminFrame>
  );
}
