import type { Distribution } from '../../surveys';
import type { Clock } from '../../kernel/clock';
import type { RandomSource } from '../../kernel/random-source';
import type { ReportSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { Violations } from '../../kernel/violations';
import type { DirectoryRepositories } from '../../directory';
import type { SurveyRepositories } from '../../surveys';
import type { TenancyRepositories } from '../../tenancy';
import { releasedTable } from '../released-table';
import { readReportQuery } from '../report-query';
import { intersectSegments, selectedRows } from '../report-selection';
import type { OpenAnswerText, ReportSources } from '../report-sources';
import { campaignOfReader, readerScope, type ReaderOfCompany } from '../reader-scope';

/** GET /api/v1/reports/comments: the target company, the query string's pairs in order, the reader's access. */
export interface ReadCommentsCommand extends ReaderOfCompany {
  readonly params: Iterable<readonly [string, string]>;
}

/** Why a selection's comments are not shown: fewer than k respondents, or the campaign still takes answers. */
export type CommentsWithheld = 'too_few_respondents' | 'campaign_not_closed';

/**
 * The comments of a selection (docs/reports.md#comments): `data` either `{suppressed: true, reason}` with no text, or
 * `{respondents, questions: [{question_id, comments}]}`, one entry per open question in questionnaire order, its
 * texts as stored (masked) in an order shuffled for each read; no response id, time or segment value anywhere.
 */
export interface CommentsAnswer {
  readonly data:
    | { readonly suppressed: true; readonly reason: CommentsWithheld }
    | {
        readonly respondents: number;
        readonly questions: ReadonlyArray<{ readonly question_id: string; readonly comments: readonly string[] }>;
      };
  readonly meta: {
    readonly campaign_id: string;
    readonly respondents: number | null;
    readonly min_group_size: number;
    readonly distribution: Distribution;
    readonly segment: Readonly<Record<string, string[]>>;
    readonly generated_at: Date;
  };
}

/** `items` in a random order (Fisher–Yates over `random`'s fractions). */
function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random.fraction() * (i + 1)));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Reads the open-text answers of a selection of a closed campaign's respondents (docs/reports.md#comments): the
 * parameters are a report's `campaign_id` and `segment[<filter key>]` (the reader's access segment intersected), the
 * selection is counted on the released table as every report's is, and its texts are shown only when the campaign
 * is closed and the selection holds at least the minimum group size (the company's own, else the service's).
 * @throws ValidationError `REPORT.INVALID` (422): a parameter other than those, a bad one (see `readReportQuery`), a
 *   segment key that is no active filter of the company.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`, `COMPANY.NOT_FOUND`.
 * @throws ForbiddenError `CAMPAIGN.FORBIDDEN_TARGET` (403): the reader's CampaignAccess excludes the campaign.
 */
export class ReadComments {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & SurveyRepositories & TenancyRepositories>,
    private readonly sources: ReportSources,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    private readonly reportSettings: ReportSettings,
  ) {}

  async execute(command: ReadCommentsCommand): Promise<CommentsAnswer> {
    const pairs = [...command.params];
    const violations = new Violations();
    for (const [name] of pairs)
      if (name === 'group_by' || name === 'compare_campaign_id')
        violations.add(name, 'REPORT.UNKNOWN_PARAMETER', 'is not a parameter of comments');
    violations.throwIfAny('REPORT.INVALID');
    const query = readReportQuery(pairs);
    const scope = await readerScope(this.uow, this.reportSettings, command, query);
    for (const key of query.segment.keys())
      if (!scope.filterKeys.has(key))
        violations.add(`segment[${key}]`, 'REPORT.SEGMENT', 'is not a filter of the company');
    violations.throwIfAny('REPORT.INVALID');
    const campaign = campaignOfReader(scope.campaign, command);
    const released = releasedTable(await this.sources.tableOf(campaign), scope.minGroupSize);
    const rows = selectedRows(released, intersectSegments(query.segment, scope.accessSegment));
    const enough = rows.length >= scope.minGroupSize;
    const meta = {
      campaign_id: campaign.id,
      respondents: enough ? rows.length : null,
      min_group_size: scope.minGroupSize,
      distribution: campaign.distribution,
      segment: Object.fromEntries([...query.segment].map(([key, values]) => [key, [...values]])),
      generated_at: this.clock.now(),
    };
    if (!enough) return { data: { suppressed: true, reason: 'too_few_respondents' }, meta };
    if (campaign.status !== 'closed') return { data: { suppressed: true, reason: 'campaign_not_closed' }, meta };
    const ids = Array.from(rows, (row) => released.table.ids[row] as string);
    const texts = await this.sources.openAnswersOf(campaign.id, ids);
    const byQuestion = new Map<string, OpenAnswerText[]>();
    for (const text of texts) {
      const known = byQuestion.get(text.questionId);
      if (known) known.push(text);
      else byQuestion.set(text.questionId, [text]);
    }
    const questions = campaign.questionnaire.questions
      .filter((question) => question.kind === 'open')
      .map((question) => ({
        question_id: question.id,
        comments: shuffled(byQuestion.get(question.id) ?? [], this.random).map((answer) => answer.text),
      }));
    return { data: { respondents: rows.length, questions }, meta };
  }
}
