import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActivityFilterForm } from './ActivityFilterForm';
import { ActivityTrail } from './ActivityTrail';
import { filtersOf } from './activity-query';
import { ACTIVITY } from './activity.messages';

/**
 * Activity (docs/dashboard.md#pages; docs/change-history.md#audit-trail): the company's audit
 * trail, newest first, filtered by entity, entity id, actor, action and dates (`audit:read`). The filters live in the
 * address, so other pages link here with them (an employee's history: `?entity=employee&entity_id=…`).
 */
export function ActivityPage() {
  const { t } = useTranslation(ACTIVITY);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const key = new URLSearchParams(filters).toString();
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <ActivityFilterForm key={`form-${key}`} filters={filters} onApply={(next) => setParams(next)} />
      <ActivityTrail key={key} filters={filters} />
    </>
  );
}
