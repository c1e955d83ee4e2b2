import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITIES, filtersOf, type ActivityFilters } from './activity-query';
import { ACTIVITY } from './activity.messages';
import { AUDIT_ACTIONS } from './audit-vocabulary';

/** The activity's filters as a form; `onApply` gets the filled ones (blank ones left out). */
export function ActivityFilterForm(props: { filters: ActivityFilters; onApply: (filters: ActivityFilters) => void }) {
  const { t } = useTranslation(ACTIVITY);
  const [draft, setDraft] = useState<ActivityFilters>(props.filters);
  const bind = (name: keyof ActivityFilters) => ({
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(filtersOf(new URLSearchParams(draft)));
  };
  return (
    <form onSubmit={submit} className="card activity-filters" aria-labelledby="activity-filters-title">
      <h2 id="activity-filters-title">{t('filters')}</h2>
      <div className="filter-grid">
        <label>
          {t('entity')}
          <select {...bind('entity')}>
            <option value="">{t('anyEntity')}</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(`entity.${entity}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('entityId')}
          <input {...bind('entity_id')} maxLength={255} spellCheck={false} />
        </label>
        <label>
          {t('actorId')}
          <input {...bind('actor_id')} maxLength={255} spellCheck={false} />
        </label>
        <label>
          {t('action')}
          <select {...bind('action')}>
            <option value="">{t('anyAction')}</option>
            {[...new Set([...AUDIT_ACTIONS, ...(draft.action ? [draft.action] : [])])].map((action) => (
              <option key={action} value={action}>
                {t(`action.${action}`, { defaultValue: action })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('since')}
          <input type="date" {...bind('since')} />
        </label>
        <label>
          {t('until')}
          <input type="date" {...bind('until')} />
        </label>
      </div>
      <div className="actions">
        <button type="submit" className="primary">
          {t('apply')}
        </button>
        <button type="button" onClick={() => props.onApply({})}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}
