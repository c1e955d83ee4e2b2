/**
 * The kinds of question a questionnaire holds (docs/surveys.md#question-model): `enps` (0–10, would
 * you recommend this company as a place to work), `lnps` (0–10, the same about one's immediate leader), `likert`
 * (1–5, strongly disagree … strongly agree), `open` (free text up to {@link MAX_OPEN_ANSWER} characters).
 */
export const QUESTION_KINDS = ['enps', 'lnps', 'likert', 'open'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds answered with an integer on a scale (every kind but `open`). */
export type ScaleKind = Exclude<QuestionKind, 'open'>;

/** The inclusive integer range of each scale kind: `enps` and `lnps` 0–10, `likert` 1–5. */
export const SCALES: Readonly<Record<ScaleKind, { readonly min: number; readonly max: number }>> = {
  enps: { min: 0, max: 10 },
  lnps: { min: 0, max: 10 },
  likert: { min: 1, max: 5 },
};

/** Longest answer to an `open` question, in characters (Unicode code points). */
export const MAX_OPEN_ANSWER = 2000;

/**
 * The fixed catalogue of dimensions a likert question belongs to: `family` is work–life balance,
 * `psychological` well-being, `psychosocial` the NR-1 risk factors (see {@link PSYCHOSOCIAL_FACTORS}).
 * Source: docs/surveys.md#question-model.
 */
export const DIMENSIONS = [
  'engagement',
  'leadership',
  'recognition',
  'career',
  'communication',
  'family',
  'psychological',
  'psychosocial',
  'purpose',
  'relationships',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * The NR-1 psychosocial risk factors a `psychosocial` likert question carries as its `factor` (the risk
 * inventory of docs/decisions/0003-reports.md#definitions, report 11). Source: docs/surveys.md#question-model.
 */
export const PSYCHOSOCIAL_FACTORS = [
  'workload',
  'autonomy',
  'role_clarity',
  'support',
  'recognition',
  'harassment',
  'change',
  'relationships',
] as const;
export type PsychosocialFactor = (typeof PSYCHOSOCIAL_FACTORS)[number];
