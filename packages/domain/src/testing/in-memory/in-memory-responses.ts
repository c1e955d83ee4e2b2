import type { Campaign } from '../../surveys/campaign';
import { responseAlreadySubmitted } from '../../surveys/survey.errors';
import type { RespondentResponse, Responses } from '../../surveys/responses';
import type { SurveyResponse } from '../../surveys/survey-response';
import type { InMemoryState } from './in-memory-store';

/** `Responses` kept in memory: each response with its respondent, by response id. */
export class InMemoryResponses implements Responses {
  constructor(private readonly state: () => InMemoryState) {}

  async add(_campaign: Campaign, entries: readonly RespondentResponse[]): Promise<void> {
    for (const entry of entries) {
      if (this.answered(entry.response.campaignId, entry.employeeId)) throw responseAlreadySubmitted();
      this.state().responses.set(entry.response.id, { ...entry, departure: null });
    }
  }

  private answered(campaignId: string, employeeId: string): boolean {
    return [...this.state().responses.values()].some(
      (entry) => entry.employeeId === employeeId && entry.response.campaignId === campaignId,
    );
  }

  async countOf(campaignId: string): Promise<number> {
    return (await this.ofCampaign(campaignId)).length;
  }

  async ofCampaign(campaignId: string): Promise<SurveyResponse[]> {
    return [...this.state().responses.values()]
      .map((entry) => entry.response)
      .filter((response) => response.campaignId === campaignId)
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : 1));
  }
}
