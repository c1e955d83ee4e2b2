import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCampaignChoices, useFilterChoices } from '../../api/choices';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { COMMENTS_NS } from './comments.messages';
import { commentsPath, useComments, type CommentsAnswer, type CommentsParameters } from './comments-queries';
import { useQuestionText } from './report-queries';
import { Options, SegmentField, type Option } from './SegmentField';
import { frequentWords } from './word-frequency';

/** The URL's query names of the view's parameters (as the campaign view names them). */
const QUERY = { campaignId: 'campaign', segmentKey: 'segment_key', segmentValue: 'segment_value' } as const;

/** The campaigns and filters the view offers, as options, and the campaign shown first (the newest closed one with
 * answers, else the newest). */
function useCommentsChoices(filtersReadable: boolean) {
  const campaigns = useCampaignChoices();
  const filters = useFilterChoices(filtersReadable);
  const campaignOptions = (campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.name }));
  const filterOptions = (filters.data ?? []).map((filter) => ({ value: filter.key, label: filter.name }));
  const closed = (campaigns.data ?? []).find((campaign) => campaign.status === 'closed' && campaign.responded > 0);
  return {
    campaigns,
    filters,
    campaignOptions,
    filterOptions,
    defaultCampaignId: closed?.id ?? campaigns.data?.[0]?.id,
  };
}

/** The view's parameters from its URL, the campaign defaulting to `defaultCampaignId`. */
function parametersOf(search: URLSearchParams, defaultCampaignId: string | undefined): CommentsParameters {
  return {
    campaignId: search.get(QUERY.campaignId) ?? defaultCampaignId ?? '',
    segmentKey: search.get(QUERY.segmentKey) ?? '',
    segmentValue: search.get(QUERY.segmentValue) ?? '',
  };
}

/** The view's URL query for `parameters`, leaving out the empty ones. */
function queryOf(parameters: CommentsParameters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [field, name] of Object.entries(QUERY)) {
    const value = parameters[field as keyof CommentsParameters];
    if (value) query.set(name, value);
  }
  return query;
}

/** The form: the campaign, and one segment applied with its button. */
function CommentsControls(props: {
  parameters: CommentsParameters;
  campaigns: readonly Option[];
  filters: readonly Option[];
  onChange: (parameters: CommentsParameters) => void;
}) {
  const { t } = useTranslation(COMMENTS_NS);
  const { parameters, onChange } = props;
  const [segmentValue, setSegmentValue] = useState(parameters.segmentValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...parameters, segmentValue });
  };
  return (
    <form className="card report-controls" onSubmit={submit} aria-label={t('parameters')}>
      <label>
        {t('campaign')}
        <select value={parameters.campaignId} onChange={(e) => onChange({ ...parameters, campaignId: e.target.value })}>
          <Options options={props.campaigns} />
        </select>
      </label>
      <SegmentField
        filters={props.filters}
        segmentKey={parameters.segmentKey}
        value={segmentValue}
        onKeyChange={(segmentKey) => onChange({ ...parameters, segmentKey })}
        onValueChange={setSegmentValue}
      />
    </form>
  );
}

/** The words that at least two of a question's comments use, with how many use each (none: nothing shown). */
function FrequentWords({ comments }: { comments: readonly string[] }) {
  const { t, i18n } = useTranslation(COMMENTS_NS);
  const words = frequentWords(comments, i18n.language);
  if (words.length === 0) return null;
  const list = words.map(({ word, comments: count }) => t('word', { word, comments: count })).join(', ');
  return <p data-testid="comments-words">{t('words', { list })}</p>;
}

/** The comments of an answer, one section per open question; a sentence instead when they are withheld. */
function CommentsList(props: { answer: CommentsAnswer; questionText: (id: string) => string }) {
  const { t } = useTranslation(COMMENTS_NS);
  const { data, meta } = props.answer;
  if (data.suppressed)
    return (
      <p className="card" data-testid="comments-withheld">
        {t(`suppressed.${data.reason}`, { count: meta.min_group_size })}
      </p>
    );
  return (
    <>
      <p data-testid="comments-respondents">{t('respondents', { count: data.respondents })}</p>
      {data.questions.map((question) => (
        <section key={question.question_id} className="card" data-testid="comments-question">
          <h2>{props.questionText(question.question_id)}</h2>
          {question.comments.length === 0 ? (
            <p className="muted">{t('empty')}</p>
          ) : (
            <>
              <p className="muted">{t('count', { count: question.comments.length })}</p>
              <FrequentWords comments={question.comments} />
              <ul className="comments">
                {question.comments.map((comment, i) => (
                  <li key={i}>{comment}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * The comments view of the reports (`/admin/reports/comments`, docs/dashboard.md#comments): pick a campaign (the
 * newest closed one with answers first) and a segment, and read the open answers of that selection from
 * `/admin/api/reports/comments` with the session, per open question, as the API gives them (masked, shuffled, and
 * withheld under the minimum group size or while the campaign is open, with a sentence saying why;
 * docs/reports.md#comments). The parameters live in the URL (`?campaign=…&segment_key=…&segment_value=…`).
 */
export function CommentsPage() {
  const { t } = useTranslation(COMMENTS_NS);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const { campaigns, filters, campaignOptions, filterOptions, defaultCampaignId } = useCommentsChoices(
    can('filters:read'),
  );
  const parameters = parametersOf(search, defaultCampaignId);
  const answer = useComments(parameters.campaignId ? commentsPath(parameters) : null);
  const questionText = useQuestionText(parameters.campaignId);
  const change = (next: CommentsParameters) => setSearch(queryOf(next));

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <ErrorMessage error={campaigns.error ?? filters.error ?? answer.error} />
      {campaigns.isPending && <p role="status">{common('loading')}</p>}
      {campaigns.isSuccess && campaignOptions.length === 0 && <p role="status">{t('noCampaigns')}</p>}
      {campaignOptions.length > 0 && (
        <CommentsControls
          parameters={parameters}
          campaigns={campaignOptions}
          filters={filterOptions}
          onChange={change}
        />
      )}
      <span role="status" className="muted" data-testid="comments-status">
        {answer.isFetching ? common('loading') : ''}
      </span>
      {answer.data && <CommentsList answer={answer.data} questionText={questionText} />}
    </>
  );
}
