import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { useCreateCampaign, useStandardQuestionnaire, type CampaignCreate } from './campaign-api';
import { CAMPAIGNS } from './campaigns.messages';
import { editableCopy, QuestionnaireEditor, type EditedQuestion } from './QuestionnaireEditor';
import { DistributionFields, reminderDaysOf, type Distribution } from './DistributionFields';

/** A date input's `yyyy-mm-dd` as the API's `dd/mm/yyyy`; an empty input is no date. */
function apiDate(value: string): string | undefined {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : undefined;
}

/**
 * The questionnaire of the new campaign: the standard one (`edited` null) or an edited copy of it, with its editor;
 * `onEdit` gets the choice and every edit.
 */
function QuestionnaireChoice(props: {
  standard: ReturnType<typeof useStandardQuestionnaire>;
  edited: EditedQuestion[] | null;
  onEdit: (edited: EditedQuestion[] | null) => void;
}) {
  const { t } = useTranslation(CAMPAIGNS);
  const { t: common } = useTranslation(COMMON);
  const { standard, edited } = props;
  const chooseStandard = () => props.onEdit(null);
  const chooseEdited = () => props.onEdit(edited ?? editableCopy(standard.data ?? []));
  return (
    <fieldset className="card">
      <legend>{t('questionnaire')}</legend>
      {standard.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={standard.error} />
      {standard.data && (
        <>
          <label className="checkbox">
            <input type="radio" name="questionnaire" checked={edited === null} onChange={chooseStandard} />
            {t('useStandard', { count: standard.data.length })}
          </label>
          <label className="checkbox">
            <input type="radio" name="questionnaire" checked={edited !== null} onChange={chooseEdited} />
            {t('useEdited')}
          </label>
          {edited && (
            <QuestionnaireEditor
              questions={edited}
              onChange={props.onEdit}
              onRestore={() => props.onEdit(editableCopy(standard.data))}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/**
 * The create form (`POST /v1/campaigns`, docs/surveys.md#campaigns): a name, optional first and last days, who
 * delivers the invitations and the reminder days (docs/notifications.md#campaign-fields), and the standard
 * questionnaire (sent as no `questions`, so the service copies it) or an edited copy of it (sent as
 * `questions`). A created campaign is a draft; the form goes to its page.
 */
export function CreateCampaign() {
  const { t } = useTranslation(CAMPAIGNS);
  const { t: common } = useTranslation(COMMON);
  const navigate = useNavigate();
  const standard = useStandardQuestionnaire();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [edited, setEdited] = useState<EditedQuestion[] | null>(null);
  const [distribution, setDistribution] = useState<Distribution>('platform');
  const [reminderDays, setReminderDays] = useState('3, 7');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const campaign: CampaignCreate = { name, distribution };
    // Typed days go as typed (the API names a bad one); a links campaign keeps the default, which it does not use.
    if (distribution === 'platform') campaign.reminder_days = reminderDaysOf(reminderDays) as number[];
    const starts = apiDate(startsOn);
    const ends = apiDate(endsOn);
    if (starts) campaign.starts_on = starts;
    if (ends) campaign.ends_on = ends;
    if (edited) campaign.questions = edited.map(({ question }) => question);
    create.mutate(campaign, { onSuccess: (created) => void navigate(`/campaigns/${created.id}`) });
  };

  return (
    <form onSubmit={submit} aria-labelledby="create-campaign-title">
      <p>
        <Link to="/campaigns">{t('backToList')}</Link>
      </p>
      <h1 id="create-campaign-title">{t('newCampaign')}</h1>
      <div className="card">
        <label>
          {t('name')}
          <input required maxLength={255} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <div className="date-fields">
          <label>
            <span>
              {t('startsOn')} <small>({t('optionalDate')})</small>
            </span>
            <input type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
          </label>
          <label>
            <span>
              {t('endsOn')} <small>({t('optionalDate')})</small>
            </span>
            <input type="date" value={endsOn} min={startsOn} onChange={(event) => setEndsOn(event.target.value)} />
          </label>
        </div>
      </div>
      <DistributionFields
        distribution={distribution}
        reminderDays={reminderDays}
        onDistribution={setDistribution}
        onReminderDays={setReminderDays}
      />
      <QuestionnaireChoice standard={standard} edited={edited} onEdit={setEdited} />
      <ErrorMessage error={create.error} />
      <div className="actions">
        <button
          type="submit"
          className="primary"
          disabled={create.isPending || !standard.data || (edited !== null && edited.length === 0)}
        >
          {common('create')}
        </button>
        <Link to="/campaigns">{common('cancel')}</Link>
      </div>
    </form>
  );
}
