import { HttpError } from '@/lib/http';
import { fetchEmployee, fetchEmployees, fetchWorkstations } from '../api/adminApi';
import { withAdmin } from '../server/withAdmin';

/** /admin/zamestnanci: employees and workstations. */
export const getEmployeesServerSideProps = withAdmin('/admin/zamestnanci', async ({ client }) => {
  const [employees, workstations] = await Promise.all([fetchEmployees(client), fetchWorkstations(client)]);
  return { props: { employees: employees.items, workstations: workstations.items } };
});

/** /admin/zamestnanci/[id]: one employee (404 for an unknown id). */
export const getEmployeeServerSideProps = withAdmin('/admin/zamestnanci/[id]', async ({ client, params }) => {
  const id = Number(params?.id);
  if (!Number.isInteger(id) || id <= 0) return { notFound: true };
  try {
    return { props: { detail: await fetchEmployee(client, id) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true };
    throw error;
  }
});
