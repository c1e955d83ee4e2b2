import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../api/campaigns';
import { CAMPAIGNS } from './campaigns.messages';

/** A campaign's status in words (draft, open, closed), with a tint that repeats what the words say. */
export function StatusLabel({ status }: { status: Campaign['status'] }) {
  const { t } = useTranslation(CAMPAIGNS);
  return <span className={`campaign-status campaign-status--${status}`}>{t(`status.${status}`)}</span>;
}
