import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { IdGenerator } from '../../kernel/id-generator';
import type { Clock } from '../../kernel/clock';
import type { DomainSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../../directory';
import type { SurveyRepositories } from '../ports';
import type { PriorRejections } from '../../kernel/violations';
import { newResponse } from '../new-response';
import { EmployeeNameCache } from '../employee-name-cache';
import { withMaskedOpenAnswers } from '../open-text-masking';
import { campaignNotOpen, invitationUnknown, responseAlreadySubmitted } from '../survey.errors';
import type { SurveyResponse } from '../survey-response';
import type { HistoryRepositories } from '../../history';
import { RESPONSE_RECEIVED, responseReceivedEvent } from '../response-received-event';

/**
 * POST /survey/v1/responses: the invitation token (`Authorization: Invitation <token>`), the body as received, and
 * the answers the adapter refused by how their JSON was written (`rejected`: a scale value `1e1` or `10.0`).
 */
export interface SubmitResponseCommand extends PriorRejections {
  token: string;
  body: unknown;
}

/**
 * Stores one respondent's answers, checked in this order: the token opens a live invitation (else
 * `INVITATION.UNKNOWN`, 401, one error for unknown, replaced and withdrawn tokens), its campaign is open (else
 * `CAMPAIGN.NOT_OPEN`, 410), the invitation is not answered yet (else `RESPONSE.ALREADY_SUBMITTED`, 409), the answers
 * are valid (else `RESPONSE.INVALID`, 422). Open answers are stored masked (e-mails, phones, CPFs and the
 * company's employees' names: `withMaskedOpenAnswers`, docs/reports.md#comments; the names through `names`, one
 * cache per process), never as typed. The invitation
 * stays locked until the transaction ends, so of concurrent submissions with one token exactly one is stored; the
 * campaign is read with a shared lock, so closing waits for submissions in flight and answers stop exactly at the
 * close. Nothing is audited: a response's event would tie
 * the answers to a person (docs/surveys.md#answers); the outbox gets a `survey.response_received` event naming the
 * campaign and its count of responses only (docs/webhooks.md#event-types), when an endpoint subscribes to it (the
 * count is read only then).
 * Source: docs/decisions/0002-surveys.md#invitations-and-answers.
 */
export class SubmitResponse {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & SurveyRepositories & HistoryRepositories>,
    private readonly tokens: SecretTokenIssuer,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: DomainSettings,
    private readonly names: EmployeeNameCache = new EmployeeNameCache(),
  ) {}

  async execute(command: SubmitResponseCommand): Promise<SurveyResponse> {
    const tokenHash = this.tokens.hashOf(command.token);
    return this.uow.run(async (r) => {
      const key = await r.invitations.ofTokenHash(tokenHash);
      if (!key) throw invitationUnknown();
      const campaign = await r.campaigns.ofIdShared(key.campaignId);
      if (!campaign) throw invitationUnknown();
      if (campaign.status !== 'open') throw campaignNotOpen();
      if (key.answered) throw responseAlreadySubmitted();
      const employee = await r.employees.ofId(key.employeeId, 'read');
      if (!employee || employee.isDeleted) throw invitationUnknown();
      const now = this.clock.now();
      const response = await withMaskedOpenAnswers(
        newResponse(
          campaign,
          employee,
          command.body,
          { now, ids: this.ids, settings: this.settings },
          command.rejected,
        ),
        () => this.names.indexOf(campaign.companyId, r),
      );
      await r.responses.add(campaign, [{ response, employeeId: employee.id }]);
      if (await r.outbox.hasSubscribers(campaign.companyId, RESPONSE_RECEIVED)) {
        const responded = await r.responses.countOf(campaign.id);
        await r.outbox.publish([responseReceivedEvent(campaign, responded, { id: this.ids.next(), occurredAt: now })]);
      }
      return response;
    });
  }
}
