import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/ErrorMessage';
import type { User } from '../../api/users';
import { PERMISSIONS } from './permissions.messages';
import { useCampaignsAndFilters, useSaveCampaignAccess } from './permissions';

/** The campaigns a user may see: every one (`all`), or the `chosen` ones, each a checkbox. */
function CampaignsField(props: {
  campaigns: readonly { id: string; name: string }[];
  all: boolean;
  chosen: ReadonlySet<string>;
  onAll: (all: boolean) => void;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation(PERMISSIONS);
  const { campaigns, all, chosen } = props;
  return (
    <fieldset>
      <legend>{t('campaigns')}</legend>
      <label className="checkbox">
        <input type="radio" name="campaigns" checked={all} onChange={() => props.onAll(true)} />
        {t('allCampaigns')}
      </label>
      <label className="checkbox">
        <input type="radio" name="campaigns" checked={!all} onChange={() => props.onAll(false)} />
        {t('someCampaigns')}
      </label>
      {!all && campaigns.length === 0 && <p>{t('noCampaigns')}</p>}
      {!all &&
        campaigns.map((campaign) => (
          <label key={campaign.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.has(campaign.id)}
              onChange={(e) => props.onToggle(campaign.id, e.target.checked)}
            />
            {campaign.name}
          </label>
        ))}
    </fieldset>
  );
}

/**
 * A user's campaign access (docs/access.md#campaignaccess): every campaign or the chosen ones, and optionally a
 * segment (a filter and its accepted values, one per line). Saved with `PUT /v1/users/{id}`.
 */
export function CampaignAccessForm({ user }: { user: User }) {
  const { t } = useTranslation(PERMISSIONS);
  const choices = useCampaignsAndFilters();
  const save = useSaveCampaignAccess(user.id);
  const access = user.campaign_access;
  const [all, setAll] = useState(access.campaigns === 'all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    new Set(access.campaigns === 'all' ? [] : access.campaigns),
  );
  const [segmented, setSegmented] = useState(access.segment !== null);
  const [filterId, setFilterId] = useState(access.segment?.filter_id ?? '');
  const [values, setValues] = useState(access.segment?.values.join('\n') ?? '');
  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = values.split('\n').map((v) => v.trim());
    save.mutate({
      campaigns: all ? 'all' : [...chosen],
      segment: segmented ? { filter_id: filterId, values: lines.filter((v) => v !== '') } : null,
    });
  };
  return (
    <form onSubmit={submit} className="card" aria-labelledby="access-title">
      <h2 id="access-title">{t('access', { user: user.name })}</h2>
      <p className="muted">{t('accessNote')}</p>
      <CampaignsField campaigns={choices.campaigns} all={all} chosen={chosen} onAll={setAll} onToggle={toggle} />
      <label className="checkbox">
        <input type="checkbox" checked={segmented} onChange={(e) => setSegmented(e.target.checked)} />
        {t('segment')}
      </label>
      {segmented && (
        <>
          <label>
            {t('filter')}
            <select value={filterId} onChange={(e) => setFilterId(e.target.value)}>
              <option value="">{t('choose')}</option>
              {choices.filters.map((filter) => (
                <option key={filter.id} value={filter.id}>
                  {filter.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('values')}
            <textarea rows={4} value={values} onChange={(e) => setValues(e.target.value)} />
          </label>
        </>
      )}
      <ErrorMessage error={choices.error ?? save.error} />
      {save.isSuccess && (
        <p role="status" className="alert alert--success">
          {t('saved')}
        </p>
      )}
      <button type="submit" className="primary" disabled={save.isPending}>
        {t('saveAccess')}
      </button>
    </form>
  );
}
