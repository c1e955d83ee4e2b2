/**
 * The message key naming each top-level figure a report may compare (`compare` and `difference` of
 * docs/reports.md#how-a-report-is-computed, step 4).
 */
export const FIGURE_NAMES: Readonly<Record<string, string>> = {
  respondents: 'respondents',
  score: 'score',
  promoters_pct: 'promoters',
  passives_pct: 'passives',
  detractors_pct: 'detractors',
  favourable_pct: 'favourable',
  neutral_pct: 'neutral',
  unfavourable_pct: 'unfavourable',
  mean: 'mean',
  answers: 'answers',
  invited: 'invited',
  responded: 'responded',
  rate_pct: 'rate',
  participation_pct: 'participation',
  engagement_index: 'engagementIndex',
  enps: 'enps',
  lnps: 'lnps',
  maturity_level: 'maturity',
};
