import type { DataSubjects, PersonInvitation, VoluntaryDeparture } from '../../privacy/data-subjects';
import type { SurveyResponse } from '../../surveys/survey-response';
import { invitationDeliveryOf } from './in-memory-invitation-delivery';
import type { InMemoryState } from './in-memory-store';

/** `DataSubjects` over the in-memory store. Passes `dataSubjectsContract`. */
export class InMemoryDataSubjects implements DataSubjects {
  constructor(private readonly state: () => InMemoryState) {}

  async invitationsOf(employeeId: string): Promise<PersonInvitation[]> {
    const { employees, campaigns } = this.state();
    const answered = new Map(this.linkedTo(employeeId).map((r) => [r.campaignId, r.submittedAt]));
    const linked = employees.get(employeeId)?.campaignIds ?? [];
    return [...campaigns.values()]
      .filter((c) => answered.has(c.id) || linked.includes(c.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((c) => ({
        campaignId: c.id,
        campaignName: c.name,
        status: answered.has(c.id) ? 'answered' : 'pending',
        startsOn: c.startsOn,
        endsOn: c.endsOn,
        answeredAt: answered.get(c.id) ?? null,
        delivery:
          c.distribution === 'platform' && linked.includes(c.id)
            ? invitationDeliveryOf(this.state(), c.id, employeeId)
            : null,
      }));
  }

  async responsesOf(employeeId: string): Promise<SurveyResponse[]> {
    return this.linkedTo(employeeId).sort(
      (a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : 1),
    );
  }

  async unlinkResponses(employeeId: string, departure: VoluntaryDeparture | null): Promise<number> {
    const { responses } = this.state();
    let unlinked = 0;
    for (const [id, entry] of responses) {
      if (entry.employeeId !== employeeId) continue;
      const answers = entry.response.answers.filter((a) => typeof a.value === 'number');
      responses.set(id, { response: { ...entry.response, answers }, employeeId: null, departure });
      unlinked += 1;
    }
    return unlinked;
  }

  private linkedTo(employeeId: string): SurveyResponse[] {
    return [...this.state().responses.values()].filter((r) => r.employeeId === employeeId).map((r) => r.response);
  }
}
