import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { HOME } from './home.messages';
import { useHeadline, useLastClosedCampaign } from './home-queries';

/**
 * The home page's headline of the campaign closed last (docs/dashboard.md#home), for holders of `campaigns:read`
 * and `reports:read`: eNPS, engagement index and the three lowest dimensions, as the `magic` report answers them
 * (its anonymity rules applied: a selection under the minimum group size is said to be hidden, never computed here);
 * "no campaign closed yet" in words when there is none.
 */
export function LastClosedHeadline() {
  const { t, i18n } = useTranslation(HOME);
  const { t: common } = useTranslation(COMMON);
  const campaign = useLastClosedCampaign();
  const headline = useHeadline(campaign.data?.id);
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const num = (value: number | null) => (value === null ? t('notApplicable') : numbers.format(value));
  const data = headline.data?.data;
  return (
    <section className="card" aria-labelledby="home-headline-title">
      <h2 id="home-headline-title">{t('headline.title')}</h2>
      {(campaign.isPending || (campaign.data && headline.isPending)) && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={campaign.error ?? headline.error} />
      {campaign.data === null && <p>{t('headline.empty')}</p>}
      {campaign.data && data && (
        <>
          <h3>{campaign.data.name}</h3>
          {data.suppressed ? (
            <p>{t('headline.suppressed', { count: headline.data?.meta.min_group_size })}</p>
          ) : (
            <>
              <dl className="report-figures">
                <div>
                  <dt>{t('headline.respondents')}</dt>
                  <dd data-testid="headline-respondents">{data.respondents}</dd>
                </div>
                <div>
                  <dt>{t('headline.enps')}</dt>
                  <dd data-testid="headline-enps" data-value={data.enps ?? ''}>
                    {num(data.enps)}
                  </dd>
                </div>
                <div>
                  <dt>{t('headline.engagement')}</dt>
                  <dd data-testid="headline-engagement" data-value={data.engagement_index ?? ''}>
                    {num(data.engagement_index)}
                  </dd>
                </div>
              </dl>
              <h4>{t('headline.weakest')}</h4>
              {data.weakest.length === 0 ? (
                <p>{t('headline.noDimensions')}</p>
              ) : (
                <ol data-testid="headline-weakest">
                  {data.weakest.map((d) => (
                    <li key={d.dimension}>
                      {t('headline.dimension', { name: t(`dimension.${d.dimension}`), pct: num(d.favourable_pct) })}
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
          <p>
            <Link to={`/reports?campaign=${campaign.data.id}&report=magic`}>
              {t('headline.report', { name: campaign.data.name })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
