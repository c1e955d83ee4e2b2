import type { Employee } from '@employee/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Instant } from '../../components/Instant';
import { DataSubjectButtons } from './DataSubjectButtons';
import { displayName, formatCpf } from './employee-format';
import { EMPLOYEES } from './employees.messages';
import type { ListAddress } from './list-address';
import { PagedResults } from './PagedResults';
import { TableScroll } from '../../components/TableScroll';

const PER_PAGE = 20;

/**
 * An item of `GET /admin/api/employees/deleted`: the public employee view plus when it was soft-deleted (and, once
 * anonymised, when).
 */
type DeletedEmployee = Employee & { deleted_at: string; anonymised_at?: string | null };

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
 * no longer deleted, 422 naming the values an active employee now holds), and both lists are read again. A user who
 * holds `personal-data:write` exports a person's data or anonymises them ({@link DataSubjectButtons}); an anonymised
 * one cannot be restored, and shows neither Restore nor Anonymise.
 */
export function DeletedEmployees({ address }: { address: ListAddress }) {
  const { t } = useTranslation(EMPLOYEES);
  const { can } = useCurrentCompany();
  const queryClient = useQueryClient();
  const { search, page } = address;
  const canRestore = can('employees:write');
  const canDataSubject = can('personal-data:write');
  const [anonymisedName, setAnonymisedName] = useState<string | null>(null);

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
    onMutate: () => setAnonymisedName(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
  const onAnonymised = (name: string) => {
    restore.reset();
    setAnonymisedName(name);
    void queryClient.invalidateQueries({ queryKey: ['employees'] });
  };
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
        {anonymisedName && <p className="alert alert--success">{t('anonymisedNamed', { name: anonymisedName })}</p>}
      </div>
      <ErrorMessage error={restore.error} />
      <PagedResults list={list} page={page} onPage={(next) => address.show({ page: next })}>
        <DeletedTable
          employees={list.data?.data ?? []}
          busy={list.isFetching}
          restoring={restore.isPending}
          onRestore={canRestore ? (id) => restore.mutate(id) : null}
          onAnonymised={canDataSubject ? onAnonymised : null}
        />
      </PagedResults>
    </>
  );
}

/** What {@link DeletedTable} shows and offers: `null` callbacks leave their actions out. */
interface DeletedTableProps {
  readonly employees: readonly DeletedEmployee[];
  readonly busy: boolean;
  readonly restoring: boolean;
  readonly onRestore: ((id: string) => void) | null;
  /** Called with the person's name as listed before their anonymisation. */
  readonly onAnonymised: ((name: string) => void) | null;
}

/**
 * One page of soft-deleted employees; the actions column holds restore (not for an anonymised one) and the
 * data-subject actions, when offered.
 */
function DeletedTable({ employees, busy, restoring, onRestore, onAnonymised }: DeletedTableProps) {
  const { t } = useTranslation(EMPLOYEES);
  const withActions = onRestore !== null || onAnonymised !== null;
  return (
    <TableScroll label={t('deletedView')}>
      <table aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('document')}</th>
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('deletedAt')}</th>
            {withActions && <th scope="col">{t('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.id}>
              <td>{displayName(employee)}</td>
              <td className="nowrap">{formatCpf(employee.document, t('none'))}</td>
              <td>{employee.email ?? t('none')}</td>
              <td>
                <Instant value={employee.deleted_at} />
              </td>
              {withActions && (
                <td>
                  {onRestore && !employee.anonymised_at && (
                    <ConfirmButton
                      label={t('restore')}
                      ariaLabel={t('restoreNamed', { name: displayName(employee) })}
                      question={t('restoreQuestion', { name: displayName(employee) })}
                      confirmLabel={t('restore')}
                      disabled={restoring}
                      onConfirm={() => onRestore(employee.id)}
                    />
                  )}
                  {onAnonymised && (
                    <DataSubjectButtons
                      employee={employee}
                      inList
                      onAnonymised={() => onAnonymised(displayName(employee))}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
