import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/http';
import { RequireScope } from '../../components/RequireScope';
import { FilterForm, type FilterInput } from './FilterForm';
import { FILTERS_KEY, type FilterNotice } from './filter-queries';
import { FILTERS } from './filters.messages';

/** `filters/new`: creates a filter (`POST /v1/filters`, `filters:write`), then back to the list saying so. */
export function FilterCreatePage() {
  const { t } = useTranslation(FILTERS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: async (input: FilterInput) => (await api.POST('/v1/filters', { body: input })).data!.data,
    onSuccess: async (filter) => {
      await queryClient.invalidateQueries({ queryKey: FILTERS_KEY });
      await navigate('/filters', { state: { notice: t('saved', { key: filter.key }) } satisfies FilterNotice });
    },
  });
  return (
    <RequireScope scope="filters:write">
      <FilterForm
        title={t('createTitle')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(input) => create.mutate(input)}
      />
    </RequireScope>
  );
}
