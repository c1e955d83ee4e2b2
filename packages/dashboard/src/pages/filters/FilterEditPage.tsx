import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api/http';
import { ErrorMessage } from '../../components/ErrorMessage';
import { RequireScope } from '../../components/RequireScope';
import { COMMON } from '../../i18n/common.messages';
import { FilterForm, type FilterInput } from './FilterForm';
import { FILTERS_KEY, filterKey, ifMatch, type FilterNotice } from './filter-queries';
import { FILTERS } from './filters.messages';

/**
 * `filters/:id`: edits a filter (`GET /v1/filters/{id}`, then `PUT` with `If-Match` of the version read, so a filter
 * changed meanwhile is refused with 412 instead of overwritten), then back to the list saying so.
 */
export function FilterEditPage() {
  const { t } = useTranslation(FILTERS);
  const common = useTranslation(COMMON).t;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filter = useQuery({
    queryKey: filterKey(id),
    queryFn: async () => (await api.GET('/v1/filters/{id}', { params: { path: { id } } })).data!.data,
  });
  const update = useMutation({
    mutationFn: async (input: FilterInput) =>
      (await api.PUT('/v1/filters/{id}', { params: { path: { id }, header: ifMatch(filter.data!) }, body: input }))
        .data!.data,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: FILTERS_KEY });
      await navigate('/filters', { state: { notice: t('saved', { key: saved.key }) } satisfies FilterNotice });
    },
  });

  return (
    <RequireScope scope="filters:write">
      {filter.isPending && <p role="status">{common('loading')}</p>}
      {filter.error && (
        <>
          <h1>{t('title')}</h1>
          <ErrorMessage error={filter.error} />
          <Link to="/filters">{t('back')}</Link>
        </>
      )}
      {filter.data && (
        <FilterForm
          key={filter.data.version}
          title={t('editTitle', { key: filter.data.key })}
          filter={filter.data}
          pending={update.isPending}
          error={update.error}
          onSubmit={(input) => update.mutate(input)}
        />
      )}
    </RequireScope>
  );
}
