import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/http';
import { useCampaign } from '../../api/campaigns';
import type { ReportName } from './report-catalogue';
import type { ReportAnswer } from './report-types';

/**
 * The wording of a campaign's questions in the dashboard's language, by question id (`GET /v1/campaigns/{id}`),
 * so reports by question show the question and not its id. It is {@link useCampaign}'s query, so the campaign
 * pages and the reports share one cached copy.
 */
export function useQuestionText(campaignId: string): (questionId: string) => string {
  const { i18n } = useTranslation();
  const campaign = useCampaign(campaignId, campaignId !== '');
  const language = i18n.language === 'en' ? 'en' : 'pt-BR';
  return useMemo(() => {
    const texts = new Map((campaign.data?.questions ?? []).map((q) => [q.id, q.text[language]]));
    return (questionId: string) => texts.get(questionId) ?? questionId;
  }, [campaign.data, language]);
}

/**
 * A report answer (`GET /admin/api/reports/{name}?…` with the session), kept with the name of its report so the
 * previous answer stays drawn by its own view while the next one loads.
 */
export function useReport(name: ReportName, path: string | null) {
  return useQuery({
    queryKey: ['reports', 'answer', path],
    enabled: path !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => ({ name, answer: await request<ReportAnswer>(path as string) }),
  });
}
