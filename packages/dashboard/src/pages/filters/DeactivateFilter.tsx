import type { Filter } from '@employee/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { FILTERS_KEY, ifMatch } from './filter-queries';
import { FILTERS } from './filters.messages';

/**
 * Deactivates a filter in two steps (the button, then a warning with the confirmation): `DELETE /v1/filters/{id}`
 * with `If-Match` of the version shown, so a filter changed meanwhile is refused (412) rather than removed unseen.
 */
export function DeactivateFilter({ filter, onDone }: { filter: Filter; onDone: (notice: string) => void }) {
  const { t } = useTranslation(FILTERS);
  const common = useTranslation(COMMON).t;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const deactivate = useMutation({
    mutationFn: () => api.DELETE('/v1/filters/{id}', { params: { path: { id: filter.id }, header: ifMatch(filter) } }),
    onSuccess: async () => {
      onDone(t('deactivated', { key: filter.key }));
      await queryClient.invalidateQueries({ queryKey: FILTERS_KEY });
    },
  });

  if (!confirming) {
    return (
      <button type="button" onClick={() => setConfirming(true)} aria-label={`${t('deactivate')} ${filter.key}`}>
        {t('deactivate')}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t('confirmDeactivate', { key: filter.key })}>
      <p className="alert alert--warning">{t('deactivateWarning', { key: filter.key })}</p>
      <ErrorMessage error={deactivate.error} />
      <div className="row-actions">
        <button
          type="button"
          className="danger"
          autoFocus
          disabled={deactivate.isPending}
          onClick={() => deactivate.mutate()}
        >
          {t('confirmDeactivate', { key: filter.key })}
        </button>
        <button type="button" onClick={() => setConfirming(false)}>
          {common('cancel')}
        </button>
      </div>
    </div>
  );
}
