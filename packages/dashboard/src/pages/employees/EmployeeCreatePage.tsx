import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFilterChoices } from '../../api/choices';
import { api } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { RequireScope } from '../../components/RequireScope';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { createBodyOf, type EmployeeFormValues } from './employee-input';
import { EmployeeForm } from './EmployeeForm';

/**
 * `employees/new`: creates an employee (`POST /v1/employees`, `employees:write`) with the company's active filters'
 * values (for `filters:read` holders), then opens the new record.
 */
export function EmployeeCreatePage() {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const { can } = useCurrentCompany();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filters = useFilterChoices(can('filters:read'));
  const filterList = can('filters:read') ? (filters.data ?? []) : null;
  const create = useMutation({
    mutationFn: async ({ values, includeCampaign }: { values: EmployeeFormValues; includeCampaign: boolean }) =>
      (
        await api.POST('/v1/employees', {
          body: createBodyOf(values, filterList?.map((filter) => filter.key) ?? null, includeCampaign),
        })
      ).data!.data,
    onSuccess: async (employee) => {
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      await navigate(`/employees/${employee.id}`);
    },
  });
  return (
    <RequireScope scope="employees:write">
      <EmployeeForm
        title={t('createTitle')}
        filters={filterList}
        pending={create.isPending}
        error={create.error}
        cancelTo="/employees"
        onSubmit={(values, includeCampaign) => create.mutate({ values, includeCampaign })}
      />
    </RequireScope>
  );
}
