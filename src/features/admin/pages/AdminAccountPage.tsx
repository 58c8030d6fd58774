import { useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import type { staffSession } from '@/contracts/staff';
import { HttpError } from '@/lib/http';
import { changeOwnPassword, revokeOwnSession } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { useConfirm } from '../components/ConfirmDialog';
import { Button, Card, Field, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminAccountProps extends AdminPageProps { sessions: z.infer<typeof staffSession>[] }

/** /admin/ucet: the signed-in employee's own password and sessions. */
export default function AdminAccountPage(props: AdminAccountProps) {
  const t = useTranslations('admin');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  const onPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      await changeOwnPassword(String(data.get('currentPassword')), String(data.get('newPassword')));
      form.reset();
      toast.success(t('account.passwordChanged'));
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (e) {
      toast.error(e instanceof HttpError && e.code === 'PASSWORD_WRONG' ? t('account.passwordWrong') : t('employees.failed'));
    } finally {
      setBusy(false);
    }
  };
  const revoke = (id: number) => confirm({
    title: t('employees.revoke'), message: t('employees.revokeConfirm'), confirmLabel: t('employees.revoke'), danger: true,
    action: async () => {
      setBusy(true);
      try {
        await revokeOwnSession(id);
        toast.success(t('employees.revoked'));
        await router.replace(router.asPath, undefined, { scroll: false });
      } catch {
        toast.error(t('employees.failed'));
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <AdminFrame props={props} current="/admin/ucet">
      <Head><title>{t('account.heading')}</title></Head>
      <h1>{t('account.heading')}</h1>
      <h2>{t('account.password')}</h2>
      <Card>
        <form method="post" onSubmit={onPassword}>
          <Row>
            <Field>{t('account.currentPassword')}<input name="currentPassword" type="password" autoComplete="current-password" required /></Field>
            <Field>{t('account.newPassword')}<input name="newPassword" type="password" autoComplete="new-password" minLength={12} required /></Field>
            <Button type="submit" $variant="primary" disabled={busy}>{t('account.changePassword')}</Button>
          </Row>
        </form>
      </Card>
      <h2>{t('account.sessions')}</h2>
      <Table>
        <thead><tr><th>{t('employees.method')}</th><th>{t('employees.lastSeen')}</th><th>IP</th><th><span style={{ position: 'absolute', left: -9999 }}>{t('employees.revoke')}</span></th></tr></thead>
        <tbody>
          {(props.sessions ?? []).map((s) => (
            <tr key={s.id}>
              <td>{s.method}{s.current ? ` (${t('account.current')})` : ''}</td>
              <td>{format.dateTime(new Date(s.lastSeenAt), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' })}</td>
              <td>{s.ip ?? ''}</td>
              <td>{!s.current && <Button type="button" $variant="danger" disabled={busy} onClick={() => revoke(s.id)}>{t('employees.revoke')}</Button>}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {dialog}
    </AdminFrame>
  );
}
