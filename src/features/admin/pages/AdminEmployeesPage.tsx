import { useState, type FormEvent } from 'react';
import Head from 'next/head';
import { AdminLink } from '../components/AdminLink';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { WORKSTATION_STORAGE_KEY, type EmployeeSummary } from '@/contracts/staff';
import { createEmployee, createWorkstation, removeWorkstation } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { useConfirm } from '../components/ConfirmDialog';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import { permissionLabelKey } from '../adminPages';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminEmployeesProps extends AdminPageProps {
  employees: EmployeeSummary[];
  workstations: { id: number; name: string; createdAt: string }[];
}

/** /admin/zamestnanci: employees with their permissions, adding one, and the registered workstations. */
export default function AdminEmployeesPage(props: AdminEmployeesProps) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const refresh = () => router.replace(router.asPath, undefined, { scroll: false });

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      await refresh();
    } catch {
      toast.error(t('employees.failed'));
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void run(async () => {
      await createEmployee({ name: String(data.get('name')), email: String(data.get('email')), password: String(data.get('password')) });
      form.reset();
    }, t('employees.created'));
  };

  const register = (event: FormEvent<HTMLFormElement>, here: boolean) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return;
    void run(async () => {
      const created = await createWorkstation(name);
      if (here) {
        window.localStorage.setItem(WORKSTATION_STORAGE_KEY, created.token);
        toast.success(t('employees.workstationStored'));
      } else toast.success(t('employees.workstationCreated', { token: created.token }), { duration: 60_000 });
    }, t('employees.saved'));
  };

  return (
    <AdminFrame props={props} current="/admin/zamestnanci">
      <Head><title>{t('employees.heading')}</title></Head>
      <h1>{t('employees.heading')}</h1>
      <Table>
        <thead>
          <tr><th>{t('employees.name')}</th><th>{t('employees.email')}</th><th>{t('employees.branch')}</th><th>{t('employees.active')}</th><th>{t('employees.permissions')}</th></tr>
        </thead>
        <tbody>
          {props.employees?.map((e) => (
            <tr key={e.id}>
              <td><AdminLink route="adminEmployee" params={{ id: e.id }}>{e.name}</AdminLink></td>
              <td>{e.email}</td>
              <td>{e.branch ?? ''}</td>
              <td>{e.active ? t('employees.active') : t('employees.inactive')}</td>
              <td>{e.permissions.length === 0 ? <Muted>{t('employees.none')}</Muted> : e.permissions.map((p) => <Badge key={p}>{t(permissionLabelKey(p))}</Badge>)}</td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h2>{t('employees.add')}</h2>
      <Card>
        <form method="post" onSubmit={add}>
          <Row>
            <Field>{t('employees.name')}<input name="name" required maxLength={200} /></Field>
            <Field>{t('employees.email')}<input name="email" type="email" required /></Field>
            <Field>{t('employees.password')}<input name="password" type="password" minLength={12} required autoComplete="new-password" /></Field>
            <Button type="submit" $variant="primary" disabled={busy}>{t('employees.create')}</Button>
          </Row>
        </form>
      </Card>

      <h2>{t('employees.workstations')}</h2>
      <Card>
        {props.workstations?.length ? (
          <ul>
            {props.workstations.map((w) => (
              <li key={w.id} style={{ marginBottom: 6 }}>
                {w.name}{' '}
                <Button type="button" $variant="danger" disabled={busy}
                  onClick={() => confirm({
                    title: `${t('employees.removeWorkstation')}: ${w.name}`, message: t('employees.removeWorkstationConfirm', { name: w.name }),
                    confirmLabel: t('employees.removeWorkstation'), danger: true, action: () => run(() => removeWorkstation(w.id), t('employees.workstationRemoved')),
                  })}>
                  {t('employees.removeWorkstation')}
                </Button>
              </li>
            ))}
          </ul>
        ) : <p>{t('employees.workstationNone')}</p>}
        <form method="post" onSubmit={(e) => register(e, (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'here')}>
          <Row>
            <Field>{t('employees.workstationName')}<input name="name" required maxLength={100} /></Field>
            <Button type="submit" value="token" disabled={busy}>{t('employees.registerWorkstation')}</Button>
            <Button type="submit" value="here" disabled={busy}>{t('employees.registerHere')}</Button>
          </Row>
        </form>
      </Card>
      {dialog}
    </AdminFrame>
  );
}
