import {
  DateBR,
  RespondentTableBuilder,
  tallyRows,
  epochDayOf,
  type Dimension,
  type FigureContext,
  type PsychosocialFactor,
  type StoredQuestion,
  type Tally,
  type TenureBand,
} from '@employee/domain';

const TEXT = { 'pt-BR': 'P', en: 'Q', es: 'P' };

/** A question of a test questionnaire; `id` doubles as its name in the tests. */
function question(id: string, kind: StoredQuestion['kind'], extra: Partial<StoredQuestion> = {}): StoredQuestion {
  return { id, kind, dimension: null, factor: null, reversed: false, text: TEXT, ...extra };
}

export const enps = (id = 'enps'): StoredQuestion => question(id, 'enps');
export const lnps = (id = 'lnps'): StoredQuestion => question(id, 'lnps');
export const open = (id = 'open'): StoredQuestion => question(id, 'open');
export const likert = (
  id: string,
  dimension: Dimension,
  options: { reversed?: boolean; factor?: PsychosocialFactor } = {},
): StoredQuestion =>
  question(id, 'likert', { dimension, reversed: options.reversed ?? false, factor: options.factor ?? null });

/**
 * The tiny questionnaire most specs use: one eNPS, one LNPS, likert questions in five dimensions (one reversed in
 * engagement, family and psychosocial), two NR-1 factors, one open question.
 */
export const QUESTIONS: readonly StoredQuestion[] = [
  enps(),
  lnps(),
  likert('eng-1', 'engagement'),
  likert('eng-2', 'engagement', { reversed: true }),
  likert('lead-1', 'leadership'),
  likert('fam-1', 'family'),
  likert('fam-2', 'family', { reversed: true }),
  likert('psy-1', 'psychological'),
  likert('nr-workload', 'psychosocial', { factor: 'workload', reversed: true }),
  likert('nr-support', 'psychosocial', { factor: 'support' }),
  open(),
];

/** One respondent: answers by question id (a question left out is not answered), and what else a row carries. */
export interface Respondent {
  readonly answers: Readonly<Record<string, number>>;
  /** Submission day, `dd/mm/yyyy` (default 10/03/2025). */
  readonly day?: string;
  readonly leaver?: boolean;
  readonly tenure?: TenureBand;
}

/** A respondent with these answers only. */
export const answering = (answers: Record<string, number>): Respondent => ({ answers });

/** `count` respondents alike. */
export const times = (count: number, respondent: Respondent): Respondent[] =>
  Array.from({ length: count }, () => respondent);

/** The epoch day of a `dd/mm/yyyy` day. */
export const epochDay = (day: string): number => epochDayOf(DateBR.create(day, 'day'));

/** The tally of `respondents` answering `questions`, built through a respondent table as the service does. */
export function tallyOf(questions: readonly StoredQuestion[], respondents: readonly Respondent[]): Tally {
  const builder = new RespondentTableBuilder('campaign', questions, 'America/Sao_Paulo');
  respondents.forEach((respondent, i) => {
    const iso = DateBR.create(respondent.day ?? '10/03/2025', 'day').toIso();
    builder.append({
      id: `response-${i}`,
      submittedAt: new Date(`${iso}T15:00:00Z`),
      snapshot: {
        fields: {},
        tenureBand: respondent.tenure ?? null,
        ageBand: null,
        language: 'pt-BR',
        isOnLeave: false,
      },
      scaleValues: questions.map((q) => respondent.answers[q.id] ?? null),
    });
  });
  const table = builder.table();
  const rows = Int32Array.from(respondents, (_, r) => r);
  const leavers = Uint8Array.from(respondents, (respondent) => (respondent.leaver ? 1 : 0));
  return tallyRows(table, rows, null, leavers)[0] as Tally;
}

/** A figure context for `questions` (default: nobody invited, campaign opened 10/03/2025). */
export function contextOf(
  questions: readonly StoredQuestion[],
  options: { invited?: number; openedOn?: string | null } = {},
): FigureContext {
  const openedOn = options.openedOn === undefined ? '10/03/2025' : options.openedOn;
  return { questions, invited: options.invited ?? 0, openedOn: openedOn === null ? null : epochDay(openedOn) };
}
