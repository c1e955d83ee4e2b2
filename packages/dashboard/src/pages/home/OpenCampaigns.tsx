import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { daysLeftUntil } from '../../api/api-calendar';
import type { Campaign } from '../../api/campaigns';
import { useEnvironment } from '../../api/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { HOME } from './home.messages';
import { useOpenCampaigns } from './home-queries';

/** How long `campaign` has left, in words: days to its `ends_on` counted in the API's time zone `timeZone`. */
function DaysLeft({ campaign, timeZone }: { campaign: Campaign; timeZone: string | undefined }) {
  const { t } = useTranslation(HOME);
  if (campaign.ends_on === null) return <>{t('open.noEnd')}</>;
  const days = daysLeftUntil(campaign.ends_on, timeZone);
  if (days < 0) return <>{t('open.overdue', { date: campaign.ends_on })}</>;
  if (days === 0) return <>{t('open.lastDay')}</>;
  return <span data-testid="days-left">{t('open.daysLeft', { count: days })}</span>;
}

/**
 * The home page's open campaigns (docs/dashboard.md#home), for `campaigns:read` holders: each with its participation
 * so far (`responded` of `invited`, as `GET /v1/campaigns` counts them) and its days left in the API's time zone
 * (`time_zone` of `GET /admin/api/environment`); "no campaign open" in words when there is none.
 */
export function OpenCampaigns() {
  const { t, i18n } = useTranslation(HOME);
  const { t: common } = useTranslation(COMMON);
  const campaigns = useOpenCampaigns();
  const environment = useEnvironment();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="card" aria-labelledby="home-open-title">
      <h2 id="home-open-title">{t('open.title')}</h2>
      {campaigns.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={campaigns.error} />
      {campaigns.data?.length === 0 && <p>{t('open.empty')}</p>}
      {campaigns.data && campaigns.data.length > 0 && (
        <ul className="home-list">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} data-testid="open-campaign">
              <Link to={`/campaigns/${campaign.id}`}>{campaign.name}</Link>
              <span>
                {t('open.answered', { responded: campaign.responded, invited: campaign.invited })}
                {campaign.invited > 0 &&
                  ` (${t('open.rate', { rate: percent.format((campaign.responded / campaign.invited) * 100) })})`}
              </span>
              <span>
                <DaysLeft campaign={campaign} timeZone={environment.data?.time_zone} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
