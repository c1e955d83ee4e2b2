import type { Employee } from '@employee/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Instant } from '../../components/Instant';
import { displayName, formatCpf } from './employee-format';
import { EMPLOYEES } from './employees.messages';
import type { ListAddress } from './list-address';
import { PagedResults } from './PagedResults';

const PER_PAGE = 20;

/** An item of `GET /admin/api/employees/deleted`: the public employee view plus when it was soft-deleted. */
type DeletedEmployee = Employee & { deleted_at: string };

/** A page of `GET /admin/api/employees/deleted` (offset pages, like `GET /v1/employees`). */
interface DeletedPage {
  readonly data: DeletedEmployee[];
  readonly links: Record<string, string | null>;
  readonly meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/**
 * The company's soft-deleted employees, most recently deleted first (`GET /admin/api/employees/deleted`,
 * `audit:read`; docs/access.md#dashboard-only-endpoints), one page of the address's search, each with when it was
 * deleted. A user who also holds `employees:write` restores one after confirming
 * (`POST /admin/api/employees/{id}/restore`): the answer is announced (a success, or the API's error: 409 when it is
 * no longer deleted, 422 naming the values an active employee now holds), and both lists are read again.
 */
export function DeletedEmployees({ address }: { address: ListAddress }) {
  const { t } = useTranslation(EMPLOYEES);
  const { can } = useCurrentCompany();
  const queryClient = useQueryClient();
  const { search, page } = address;
  const canRestore = can('employees:write');

  const list = useQuery({
    queryKey: ['employees', 'deleted', search, page],
    queryFn: () =>
      request<DeletedPage>(
        `/admin/api/employees/deleted?${new URLSearchParams({
          ...(search ? { search } : {}),
          page: String(page),
          per_page: String(PER_PAGE),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const restore = useMutation({
    mutationFn: (id: string) =>
      request<{ data: Employee }>(`/admin/api/employees/${encodeURIComponent(id)}/restore`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
  const restored = restore.data?.data;

  return (
    <>
      <p className="muted">{canRestore ? t('deletedIntroRestore') : t('deletedIntro')}</p>
      <div role="status">
        {restored && (
          <p className="alert alert--success">
            {t('restored', { name: displayName(restored) })} <Link to={restored.id}>{t('openRecord')}</Link>
          </p>
        )}
      </div>
      <ErrorMessage error={restore.error} />
      <PagedResults list={list} page={page} onPage={(next) => address.show(search, next)}>
        <table aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('document')}</th>
              <th scope="col">{t('email')}</th>
              <th scope="col">{t('deletedAt')}</th>
              {canRestore && <th scope="col">{t('actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((employee) => (
              <tr key={employee.id}>
                <td>{displayName(employee)}</td>
                <td>{formatCpf(employee.document, t('none'))}</td>
                <td>{employee.email ?? t('none')}</td>
                <td>
                  <Instant value={employee.deleted_at} />
                </td>
                {canRestore && (
                  <td>
                    <ConfirmButton
                      label={t('restore')}
                      ariaLabel={t('restoreNamed', { name: displayName(employee) })}
                      question={t('restoreQuestion', { name: displayName(employee) })}
                      confirmLabel={t('restore')}
                      disabled={restore.isPending}
                      onConfirm={() => restore.mutate(employee.id)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </PagedResults>
    </>
  );
}
