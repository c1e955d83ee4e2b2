import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { CurrentEmployees } from './CurrentEmployees';
import { DeletedEmployees } from './DeletedEmployees';
import type { EmployeeNotice } from './EmployeeActions';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { EmployeeFilterPicker } from './EmployeeFilterPicker';
import { EmployeeSearch } from './EmployeeSearch';
import { EMPLOYEES } from './employees.messages';
import { listQuery, useListAddress } from './list-address';

/**
 * The employees page's index: the search, the filter picker (current employees only) and, paged, the current
 * employees or (`employees?deleted=1`, for users with `audit:read`) the soft-deleted ones, chosen by two links that
 * keep the search (and, back to the current ones, the filter); a link to the new employee's form
 * (`employees:write`), and what a delete from a record said. The list, search, filter and page are in the address,
 * so the back button and a shared link keep them.
 */
export function EmployeeList() {
  const { t } = useTranslation(EMPLOYEES);
  const form = useTranslation(EMPLOYEE_FORM).t;
  const { can } = useCurrentCompany();
  const notice = (useLocation().state as EmployeeNotice | null)?.notice;
  const address = useListAddress();
  const seesDeleted = can('audit:read');
  const deleted = address.deleted && seesDeleted;

  return (
    <>
      <h1>{t('title')}</h1>
      <div role="status">{notice && <p className="alert alert--success">{notice}</p>}</div>
      {can('employees:write') && (
        <p>
          <Link to="new" className="button-link primary">
            {form('createTitle')}
          </Link>
        </p>
      )}
      {seesDeleted && (
        <nav aria-label={t('views')} className="actions view-switch">
          <Link to={{ search: listQuery(false, address) }} aria-current={deleted ? undefined : 'page'}>
            {t('currentView')}
          </Link>
          <Link
            to={{ search: listQuery(true, { search: address.search }) }}
            aria-current={deleted ? 'page' : undefined}
          >
            {t('deletedView')}
          </Link>
        </nav>
      )}
      <EmployeeSearch search={address.search} onSearch={(text) => address.show({ search: text })} />
      {!deleted && <EmployeeFilterPicker filter={address.filter} onFilter={(filter) => address.show({ filter })} />}
      {deleted ? <DeletedEmployees address={address} /> : <CurrentEmployees address={address} />}
    </>
  );
}
