import type { Filter } from '@employee/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { api } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { numberedPage, Pager } from '../../components/Pager';
import { COMMON } from '../../i18n/common.messages';
import { DeactivateFilter } from './DeactivateFilter';
import { filterPageKey, type FilterNotice } from './filter-queries';
import { FILTERS } from './filters.messages';
import { TableScroll } from '../../components/TableScroll';

const PER_PAGE = 20;

/** The active filters, a page at a time (`GET /v1/filters?page&per_page`), with edit and deactivate for writers. */
export function FilterList() {
  const { t } = useTranslation(FILTERS);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const writer = can('filters:write');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const location = useLocation();
  const [notice, setNotice] = useState((location.state as FilterNotice | null)?.notice ?? '');

  const list = useQuery({
    queryKey: filterPageKey(page),
    queryFn: async () => (await api.GET('/v1/filters', { params: { query: { page, per_page: PER_PAGE } } })).data!,
  });
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const position = list.data ? numberedPage(list.data.meta) : null;

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      {writer ? (
        <p>
          <Link to="new">{t('newFilter')}</Link>
        </p>
      ) : (
        <p className="muted">{t('readOnly')}</p>
      )}
      <p role="status" className={notice ? 'alert alert--success' : undefined}>
        {notice}
      </p>
      {list.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={list.error} />
      {list.data && position && (
        <>
          <TableScroll label={t('title')}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('key')}</th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('required')}</th>
                  <th scope="col">{t('defaultValue')}</th>
                  {writer && <th scope="col">{t('actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((filter) => (
                  <FilterRow key={filter.id} filter={filter} writer={writer} onDeactivated={setNotice} />
                ))}
              </tbody>
            </table>
          </TableScroll>
          {list.data.data.length === 0 && <p>{t('empty')}</p>}
          <Pager
            label={t('pages')}
            position={t('position', position)}
            hasPrevious={page > 1}
            hasNext={page < position.last}
            onPrevious={() => goTo(page - 1)}
            onNext={() => goTo(page + 1)}
          />
        </>
      )}
    </>
  );
}

function FilterRow({
  filter,
  writer,
  onDeactivated,
}: {
  filter: Filter;
  writer: boolean;
  onDeactivated: (notice: string) => void;
}) {
  const { t } = useTranslation(FILTERS);
  const common = useTranslation(COMMON).t;
  return (
    <tr>
      <td className="nowrap">
        <code>{filter.key}</code>
      </td>
      <td>{filter.name}</td>
      <td>{filter.is_required ? t('yes') : t('no')}</td>
      <td>{filter.default_value ?? t('none')}</td>
      {writer && (
        <td>
          <div className="row-actions">
            <Link to={filter.id} aria-label={`${common('edit')} ${filter.key}`}>
              {common('edit')}
            </Link>
            <DeactivateFilter filter={filter} onDone={onDeactivated} />
          </div>
        </td>
      )}
    </tr>
  );
}
