import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/http';
import { EmployeeStatus } from './EmployeeStatus';
import { displayName, formatCpf } from './employee-format';
import { EMPLOYEES } from './employees.messages';
import type { ListAddress } from './list-address';
import { PagedResults } from './PagedResults';
import { TableScroll } from '../../components/TableScroll';

const PER_PAGE = 20;

/**
 * The company's current employees (`GET /v1/employees?search&filter[<key>]&page&per_page`, `employees:read`), one
 * page of the address's search and filter value, each linking to the person's record.
 */
export function CurrentEmployees({ address }: { address: ListAddress }) {
  const { t } = useTranslation(EMPLOYEES);
  const { search, filter, page } = address;
  const list = useQuery({
    queryKey: ['employees', 'list', search, filter, page],
    queryFn: async () => {
      const query = {
        search: search || undefined,
        filter: filter ? { [filter.key]: filter.value } : undefined,
        page,
        per_page: PER_PAGE,
      };
      return (await api.GET('/v1/employees', { params: { query } })).data!;
    },
    placeholderData: keepPreviousData,
  });

  return (
    <PagedResults list={list} page={page} onPage={(next) => address.show({ page: next })}>
      <TableScroll label={t('title')}>
        <table aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('document')}</th>
              <th scope="col">{t('email')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((employee) => (
              <tr key={employee.id}>
                <td>
                  <Link to={employee.id}>{displayName(employee)}</Link>
                </td>
                <td className="nowrap">{formatCpf(employee.document, t('none'))}</td>
                <td>{employee.email ?? t('none')}</td>
                <td>
                  <EmployeeStatus employee={employee} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </PagedResults>
  );
}
