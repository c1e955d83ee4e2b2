import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFilterChoices } from '../../api/choices';
import { api } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { RequireScope } from '../../components/RequireScope';
import { COMMON } from '../../i18n/common.messages';
import { displayName } from './employee-format';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { updateBodyOf, type EmployeeFormValues } from './employee-input';
import { EmployeeForm } from './EmployeeForm';
import { formErrorsOf } from './form-errors';

/**
 * `employees/:id/edit`: edits a person's properties and filter values (`GET /v1/employees/{id}`, then `PUT` with
 * `If-Match` of the version read, so a change made meanwhile is refused with 412 rather than overwritten;
 * `employees:write`), then back to the record. Campaign links stay (`remove_campaign: false`).
 */
export function EmployeeEditPage() {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filters = useFilterChoices(can('filters:read'));
  const filterList = can('filters:read') ? (filters.data ?? []) : null;
  const employee = useQuery({
    queryKey: ['employees', 'one', id],
    queryFn: async () => (await api.GET('/v1/employees/{id}', { params: { path: { id } } })).data!.data,
  });
  const update = useMutation({
    mutationFn: async (values: EmployeeFormValues) =>
      (
        await api.PUT('/v1/employees/{id}', {
          params: { path: { id }, header: { 'If-Match': `"${employee.data!.version}"` } },
          body: updateBodyOf(values, filterList?.map((filter) => filter.key) ?? null),
        })
      ).data!.data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      await navigate(`/employees/${id}`);
    },
  });
  const ready = employee.data && (filterList === null || filters.isSuccess);
  const loadFailure = formErrorsOf(employee.error, t).summary;

  return (
    <RequireScope scope="employees:write">
      {!ready && !employee.error && <p role="status">{common('loading')}</p>}
      {loadFailure && (
        <p role="alert" className="alert alert--error">
          {loadFailure}
        </p>
      )}
      {ready && employee.data && (
        <EmployeeForm
          key={employee.data.version}
          title={t('editTitle', { name: displayName(employee.data) })}
          employee={employee.data}
          filters={filterList}
          pending={update.isPending}
          error={update.error}
          cancelTo={`/employees/${id}`}
          onSubmit={(values) => update.mutate(values)}
        />
      )}
    </RequireScope>
  );
}
