import {
  DateBR,
  EMPTY_PROFILE,
  Employee,
  Violations,
  mergeProfile,
  newResponse,
  resolveFieldEntries,
  type Campaign,
  type Company,
  type DomainSettings,
  type Filter,
  type IdGenerator,
  type Repositories,
  type RespondentResponse,
} from '@employee/domain';
import { generatedAnswers } from './answer-model';
import { demoWorkforce } from './demo-workforce';
import { seededStream } from './seeded-stream';

/** How long the demo campaign has been open at the first start, in days. */
export const DEMO_CAMPAIGN_DAYS = 14;
/** The share of the demo workforce that has answered. */
const DEMO_ANSWER_RATE = 0.85;
const DEMO_ANSWER_SEED = 1;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Milliseconds from `at` to the next midnight in `timeZone`, so that an answer given "on the n-th day" stays on that
 * calendar day: a campaign opened at 23:10 would otherwise get its first day's answers after midnight, and the
 * participation curve would start at 0.
 */
function msLeftInDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return DAY_MS - ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
}

/** What the demo campaign got: its invitations and responses. */
export interface DemoCampaignFigures {
  readonly invited: number;
  readonly responded: number;
}

/**
 * Fills the open demo `campaign` of `company` in the caller's unit of work `r`, as the service itself would have:
 * registers the {@link demoWorkforce} (every one put *in* the campaigns, so linked to and invited by `campaign`,
 * which opened at `openedAt`), then stores the {@link generatedAnswers} of most of them through `newResponse`
 * (validation, segment snapshot, scores), each submitted on a day since the opening, more of them in the first days,
 * so the participation curve rises and flattens. The answers differ from one first start to the next (they follow
 * the employees' ids); their shape does not. Source: docs/reports.md#demo-data.
 * @throws ValidationError `EMPLOYEE.INVALID` or `RESPONSE.INVALID` only if the demo data were wrong (a bug).
 */
export async function fillDemoCampaign(
  r: Repositories,
  demo: {
    company: Company;
    filters: readonly Filter[];
    campaign: Campaign;
    openedAt: Date;
    ids: IdGenerator;
    settings: DomainSettings;
  },
): Promise<DemoCampaignFigures> {
  const { company, campaign, openedAt, ids, settings } = demo;
  /** Answers come within 9 hours of the opening's time of day, never past that day's midnight. */
  const answerWindow = Math.min(9 * HOUR_MS, msLeftInDay(openedAt, settings.timeZone) - MINUTE_MS);
  const today = DateBR.today(new Date(openedAt.getTime() + DEMO_CAMPAIGN_DAYS * DAY_MS), settings.timeZone);
  const entries: RespondentResponse[] = [];
  const people = demoWorkforce(today);
  for (const [index, person] of people.entries()) {
    const violations = new Violations();
    const context = { company, today: DateBR.today(openedAt, settings.timeZone), violations };
    const { name, document, birthdate, hiringDate } = person;
    const profile = mergeProfile(EMPTY_PROFILE, { name, document, birthdate, hiringDate }, context);
    const fields = [
      { key: 'departamento', value: person.departamento },
      { key: 'unidade', value: person.unidade },
    ];
    const fieldValues = resolveFieldEntries(fields, demo.filters, violations);
    violations.throwIfAny('EMPLOYEE.INVALID');
    const employee = Employee.register({
      id: ids.next(),
      companyId: company.id,
      profile,
      fieldValues: fieldValues ?? [],
      campaignIds: [campaign.id],
      campaignChoice: 'in',
      now: openedAt,
      settleDelaySeconds: settings.firingSettleDelaySeconds,
    });
    await r.employees.save(employee);
    const when = seededStream(`demo-submission:${index}`);
    const submittedAt = new Date(
      openedAt.getTime() + Math.floor(DEMO_CAMPAIGN_DAYS * when() ** 2) * DAY_MS + when() * answerWindow,
    );
    const body = generatedAnswers(employee, campaign, {
      seed: DEMO_ANSWER_SEED,
      rate: DEMO_ANSWER_RATE,
      today: DateBR.today(submittedAt, settings.timeZone),
      // by place in the fixed workforce, not by the random id: the same people answer on every first start (the
      // 3 of Jurídico among them, so the reports show a suppressed group; at random, all 3 stayed silent 1 in 300)
      person: `demo-person:${index}`,
    });
    if (body === null) continue;
    const response = newResponse(campaign, employee, body, { now: submittedAt, ids, settings });
    entries.push({ response, employeeId: employee.id });
  }
  await r.responses.add(campaign, entries);
  return { invited: people.length, responded: entries.length };
}
