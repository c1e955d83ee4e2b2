import { useTranslation } from 'react-i18next';
import { CAMPAIGNS } from './campaigns.messages';

/** Who delivers a campaign's invitations (docs/notifications.md#campaign-fields). */
export type Distribution = 'platform' | 'links';

/**
 * The reminder days as typed ("3, 7") for the API's `reminder_days`: each comma- or space-separated part as a number
 * when it is one, else as typed, so that the API's own rule (`CAMPAIGN.REMINDER_DAYS_INVALID`) speaks for a bad one;
 * an empty text is no reminders (`[]`).
 */
export function reminderDaysOf(text: string): Array<number | string> {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The create form's delivery choice: the platform sends the invitations (the default, with the reminder days) or the
 * company downloads the links and sends them itself, with what each means for anonymity.
 */
export function DistributionFields(props: {
  distribution: Distribution;
  reminderDays: string;
  onDistribution: (distribution: Distribution) => void;
  onReminderDays: (text: string) => void;
}) {
  const { t } = useTranslation(CAMPAIGNS);
  return (
    <fieldset className="card">
      <legend>{t('distribution')}</legend>
      <label className="checkbox">
        <input
          type="radio"
          name="distribution"
          checked={props.distribution === 'platform'}
          onChange={() => props.onDistribution('platform')}
        />
        {t('distributionPlatform')}
      </label>
      <label className="checkbox">
        <input
          type="radio"
          name="distribution"
          checked={props.distribution === 'links'}
          onChange={() => props.onDistribution('links')}
        />
        {t('distributionLinks')}
      </label>
      <p className="hint">{t(props.distribution === 'platform' ? 'platformHint' : 'linksHint')}</p>
      {props.distribution === 'platform' && (
        <label>
          {t('reminderDays')}
          <input
            inputMode="numeric"
            value={props.reminderDays}
            aria-describedby="reminder-days-hint"
            onChange={(event) => props.onReminderDays(event.target.value)}
          />
          <small id="reminder-days-hint">{t('reminderDaysHint')}</small>
        </label>
      )}
    </fieldset>
  );
}
