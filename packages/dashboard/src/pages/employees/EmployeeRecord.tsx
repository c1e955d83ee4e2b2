import type { Employee } from '@employee/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFilterChoices } from '../../api/choices';
import { api } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Instant } from '../../components/Instant';
import { COMMON } from '../../i18n/common.messages';
import { DataSubjectActions } from './DataSubjectActions';
import { EmployeeActions } from './EmployeeActions';
import { EmployeeStatus } from './EmployeeStatus';
import { formatCpf } from './employee-format';
import { EMPLOYEES } from './employees.messages';
import { FiringPending } from './FiringPending';
import type { AnonymisedEmployee } from './personal-data';
import { TableScroll } from '../../components/TableScroll';

/**
 * `employees/:id`: a person's record (`GET /v1/employees/{id}`; a soft-deleted or unknown one is the API's 404): every
 * property, the filter values, a pending firing and when it takes effect, a link to its history in the activity
 * (`audit:read`), the changes ({@link EmployeeActions}: edit, firing, delete; `employees:write`) and the
 * data-subject actions (`personal-data:write`). Once anonymised, the page shows the anonymised record the API
 * answered (the employee is soft-deleted then, so the record is no longer read again) and says so; the lists are read
 * again.
 */
export function EmployeeRecord() {
  const { t } = useTranslation(EMPLOYEES);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const [anonymised, setAnonymised] = useState<AnonymisedEmployee | null>(null);
  const employee = useQuery({
    queryKey: ['employees', 'one', id],
    queryFn: async () => (await api.GET('/v1/employees/{id}', { params: { path: { id } } })).data!.data,
    enabled: anonymised === null,
  });
  const shown = anonymised ?? employee.data;
  const onChanged = (saved: Employee) => {
    queryClient.setQueryData(['employees', 'one', id], saved);
    void queryClient.invalidateQueries({ queryKey: ['employees', 'list'] });
  };
  const onAnonymised = (record: AnonymisedEmployee) => {
    setAnonymised(record);
    void queryClient.invalidateQueries({ queryKey: ['employees', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['employees', 'deleted'] });
  };

  return (
    <>
      <p>
        <Link to="/employees">{t('back')}</Link>
      </p>
      {!shown && employee.isPending && <p role="status">{common('loading')}</p>}
      {!shown && employee.error && <h1>{t('recordTitle')}</h1>}
      {!anonymised && <ErrorMessage error={employee.error} />}
      {shown && (
        <>
          <h1>{shown.name ?? t('recordTitle')}</h1>
          <div role="status">
            {anonymised ? (
              <p className="alert alert--success">{t('anonymised')}</p>
            ) : (
              <FiringPending employee={shown} />
            )}
          </div>
          {!anonymised && can('employees:write') && <EmployeeActions employee={shown} onChanged={onChanged} />}
          {can('audit:read') && (
            <p>
              <Link to={`/activity?entity=employee&entity_id=${encodeURIComponent(id)}`}>{t('history')}</Link>
            </p>
          )}
          <Profile employee={shown} />
          <FilterValues employee={shown} />
          {can('personal-data:write') && <DataSubjectActions employee={shown} onAnonymised={onAnonymised} />}
        </>
      )}
    </>
  );
}

function Profile({ employee }: { employee: Employee }) {
  const { t } = useTranslation(EMPLOYEES);
  const text = (value: string | null) => value ?? t('none');
  const yesNo = (value: boolean | null) => (value === null ? t('none') : value ? t('yes') : t('no'));
  const rows: [string, ReactNode][] = [
    ['name', text(employee.name)],
    ['socialName', text(employee.social_name)],
    ['document', formatCpf(employee.document, t('none'))],
    ['email', text(employee.email)],
    ['phone', text(employee.phone)],
    ['internalId', text(employee.internal_id)],
    ['birthdate', text(employee.birthdate)],
    ['hiringDate', text(employee.hiring_date)],
    ['status', <EmployeeStatus key="status" employee={employee} />],
    ['firingDate', text(employee.firing_date)],
    ['voluntary', yesNo(employee.is_voluntary_firing)],
    ['reason', text(employee.reason_firing)],
    ['onLeave', yesNo(employee.is_on_leave)],
    ['language', employee.language],
    ['createdAt', <Instant key="created" value={employee.created_at} />],
    ['updatedAt', <Instant key="updated" value={employee.updated_at} />],
    ['version', String(employee.version)],
    ['id', <code key="id">{employee.id}</code>],
  ];
  return (
    <section className="card" aria-labelledby="employee-profile">
      <h2 id="employee-profile">{t('profile')}</h2>
      <dl className="record">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The employee's filter values, each under its filter's name (its key beside it), read from the company's filters when
 * the user may read them (`filters:read`); else, and for a filter no longer active, under the key alone.
 */
function FilterValues({ employee }: { employee: Employee }) {
  const { t } = useTranslation(EMPLOYEES);
  const { can } = useCurrentCompany();
  const filters = useFilterChoices(can('filters:read'));
  const names = new Map((filters.data ?? []).map((filter) => [filter.key, filter.name]));
  return (
    <section className="card" aria-labelledby="employee-fields">
      <h2 id="employee-fields">{t('fields')}</h2>
      {employee.fields.length === 0 ? (
        <p>{t('noFields')}</p>
      ) : (
        <TableScroll labelledBy="employee-fields">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('filterKey')}</th>
                <th scope="col">{t('filterValue')}</th>
              </tr>
            </thead>
            <tbody>
              {employee.fields.map((field) => (
                <tr key={field.id}>
                  <td>
                    {names.has(field.key) && <>{names.get(field.key)} </>}
                    <code>{field.key}</code>
                  </td>
                  <td>{field.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
