/**
 * Tables that hold a `company_id` but would be Citus reference tables (a copy on every node): small, written
 * rarely, and read before the caller's company is known (docs/scaling.md#the-schema-on-citus). Their statements
 * need no company to be routed.
 */
export const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  companies: 'one row per company; every request reads its own, the branch tree walks parent_id across companies',
  api_keys: 'one live key per company, looked up by its identifier before the company is known',
  users: 'a few per company; sign-in finds a user by e-mail or invitation token before the company is known',
  profiles: 'a few per company, written by administrators only, read on every user request with the user',
  permissions: "a few per user, read on every user request to resolve the principal's scopes",
};

/**
 * Why a statement may leave a company-scoped table without its company: `across` companies by design (a sweep, a
 * worker's claim, a value unique over all companies), it runs on every shard; `by-id`: it finds rows by an id
 * alone although its caller knows the company, so it runs on every shard until the company is passed too.
 */
export type CrossShardKind = 'across' | 'by-id';

/** A statement allowed to touch company-scoped tables without fixing `company_id`, and why. */
export interface CrossShardStatement {
  /** The company-scoped tables it leaves unrouted. */
  readonly tables: readonly string[];
  /** Matches the statement's SQL text, its runs of white space made one space. */
  readonly statement: RegExp;
  readonly kind: CrossShardKind;
  /** One line: why (docs/scaling.md#statements-that-cross-shards). */
  readonly why: string;
}

const across = (tables: string[], statement: RegExp, why: string): CrossShardStatement => ({
  tables,
  statement,
  kind: 'across',
  why,
});
const byId = (tables: string[], statement: RegExp, why: string): CrossShardStatement => ({
  tables,
  statement,
  kind: 'by-id',
  why,
});

/**
 * Every statement the repositories send that reads or writes company-scoped tables without its company. The
 * shard-routing check (`use-shard-routing-check.ts`) fails on an unrouted statement missing here, and on an entry no
 * statement needed. Source: docs/scaling.md#statements-that-cross-shards.
 */
export const CROSS_SHARD_STATEMENTS: readonly CrossShardStatement[] = [
  across(['employees'], /bool_or\(document = \$1\)/, 'CPF, e-mail and phone are unique across all companies'),
  across(['employees'], /"EmployeeRecord"\."(document|email|phone)" = \$1/, 'who holds a value unique over companies'),
  across(['employees'], /firing_settles_at <= \$1 FOR UPDATE SKIP LOCKED/, "the scheduler's settlement sweep"),
  across(['employees'], /SET deleted_at = \$2, firing_settles_at = NULL/, 'the sweep settles the ids it claimed'),
  across(['employees'], /anonymised_at IS NULL ORDER BY deleted_at, id LIMIT/, 'the retention pass over companies'),
  across(['audit_events'], /DELETE FROM audit_events WHERE occurred_at </, "the audit trail's retention"),
  across(['audit_events'], /FROM unnest\(\$1::uuid\[\]\) AS c\(id\)/, 'chain heads of the companies one change audits'),
  across(
    ['webhook_endpoints'],
    /WITH RECURSIVE events AS/,
    "fan-out to the ancestors' endpoints (include_branches), and whether an event would have any",
  ),
  across(
    ['webhook_deliveries', 'webhook_endpoints', 'webhook_events'],
    /WITH pending AS \( SELECT d\.id, d\.seq FROM webhook_deliveries d/,
    "the webhooks worker's claim of due deliveries",
  ),
  across(['webhook_deliveries'], /WITH fenced AS \( UPDATE webhook_deliveries/, 'the worker records a claimed try'),
  across(['campaigns', 'employees'], /WITH due AS \( SELECT l\.campaign_id/, "the invitations worker's claim"),
  across(['user_invitation_messages'], /WITH due AS \( SELECT m\.user_id/, "the user invitations worker's claim"),
  across(['user_invitation_messages'], /WITH recorded AS \( UPDATE user_invitation_messages/, 'that worker records'),
  byId(['employees'], /FROM "employees" WHERE id = (\$1 FOR UPDATE|ANY\(\$1::uuid\[\]\))/, 'an employee by id'),
  byId(['employees', 'filters'], /AS "fieldValues"/, "an employee's field values join filters by id"),
  byId(['filters'], /JOIN filters f ON f\.id = v\.filter_id/, 'field values join their filters by id alone'),
  byId(['filters'], /"FilterRecord"\."id" (= \$1|IN \(\$1\))/, 'a filter by id'),
  byId(['filters', 'campaigns', 'employees'], /WITH company_filters AS/, "a campaign's pending counts by its id"),
  byId(['employees'], /FROM survey_respondents r LEFT JOIN employees e/, "a campaign's voluntary leavers by its id"),
  byId(['campaigns'], /"CampaignRecord"\."id" = \$1/, 'a campaign by id'),
  byId(['campaigns'], /SELECT c\.id AS "campaignId"/, "a data subject's campaigns by employee id"),
  byId(['survey_responses'], /survey_responses WHERE campaign_id = \$1/, "a campaign's responses by campaign id"),
  byId(['survey_responses'], /FROM campaign_links l WHERE l\.campaign_id = c\.id/, 'invited and answered by campaign'),
  byId(['survey_responses'], /survey_respondents WHERE employee_id = \$1/, "a data subject's responses"),
  byId(
    ['survey_responses'],
    /JOIN survey_responses r ON r\.id = o\.response_id WHERE r\.campaign_id = \$1/,
    "the comments' texts by campaign",
  ),
  byId(['webhook_endpoints'], /"WebhookEndpointRecord"\."id" (= \$1|IN \()/, 'an endpoint by id'),
  byId(['webhook_endpoints'], /DELETE FROM "webhook_endpoints" WHERE "id" = \$1/, 'an endpoint deleted by id'),
  byId(['webhook_deliveries', 'webhook_events'], /WHERE d\.endpoint_id = \$1/, "an endpoint's deliveries"),
  byId(['webhook_deliveries'], /FROM webhook_deliveries WHERE endpoint_id = \$1/, "an endpoint's delivery count"),
  byId(['webhook_deliveries'], /SET status = 'pending', tries = 0/, 'a manual retry by delivery id'),
  byId(['webhook_events', 'webhook_deliveries'], /WHERE ordering_key = \$2/, "erasure: a subject's events, tries"),
  byId(['webhook_events'], /UPDATE webhook_events SET payload = \$2::json WHERE id = \$1/, 'erasure: a payload'),
  byId(['webhook_deliveries'], /SET last_error = \$2, last_response_body = \$3 WHERE id/, 'erasure: a response'),
];
