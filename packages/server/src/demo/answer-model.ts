import { createHash } from 'node:crypto';
import type { Campaign, DateBR, Dimension, Employee, Question, TenureBand } from '@employee/domain';
import { tenureBand } from '@employee/domain';
import { seededStream } from './seeded-stream';

/** How the generated answers come out: who answers, and how engaged people are. */
export interface AnswerModelOptions {
  /** Integer seed: the same seed gives every employee the same answers, whatever the order they are asked in. */
  readonly seed: number;
  /** Share of the pending invitations answered, 0 to 1. */
  readonly rate: number;
  /** The day the answers are given (tenure is counted to it). */
  readonly today: DateBR;
  /**
   * What names the employee's stream of draws beside `seed`: their id when absent. The demo of the first start
   * gives each person's place in its fixed workforce instead, so who answers does not depend on random ids.
   */
  readonly person?: string;
}

/** A raw survey body, as `POST /survey/v1/responses` takes it. */
export interface AnswerBody {
  readonly answers: { question_id: string; value: number | string }[];
}

/**
 * How tenure moves engagement: the first months are the honeymoon, the second year the low point, long-stayers
 * are the committed ones (the usual shape of an engagement survey by tenure).
 */
const TENURE_SHIFT: Readonly<Record<TenureBand, number>> = {
  '<3m': 0.5,
  '3-6m': 0.3,
  '6-12m': 0,
  '1-2y': -0.35,
  '2-5y': -0.15,
  '5y+': 0.2,
};

/** How each dimension sits against engagement: the strong and weak points a report should find. */
const DIMENSION_SHIFT: Readonly<Record<Dimension, number>> = {
  engagement: 0,
  leadership: 0.1,
  recognition: -0.45,
  career: -0.3,
  communication: -0.1,
  family: 0.05,
  psychological: -0.2,
  psychosocial: -0.25,
  purpose: 0.35,
  relationships: 0.4,
};

/** Open-text answers, one list per language, drawn for a fifth of the open questions. */
const OPEN_TEXTS: Readonly<Record<string, readonly string[]>> = {
  'pt-BR': ['Mais reconhecimento pelo trabalho da equipe.', 'Gosto do ambiente, mas a carga está alta.'],
  en: ['More recognition for the team’s work.', 'I like the people, but the workload is high.'],
  es: ['Más reconocimiento al trabajo del equipo.', 'Me gusta el ambiente, pero la carga es alta.'],
};

/** A 32-bit number that follows from `text` alone (a stable shift per department). */
function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The employee's department: the value of their first filter whose key starts with `depart` (any language). */
function departmentOf(employee: Employee): string | null {
  return employee.fieldValues.find((field) => /^depart/i.test(field.key))?.value ?? null;
}

/** A department's shift of engagement, in −0.6..0.6, the same for everyone in it and for every seed. */
function departmentShift(department: string | null): number {
  return department === null ? 0 : (hash32(`department:${department}`) / 0xffffffff) * 1.2 - 0.6;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.round(value)));

/**
 * The answers `employee` gives to `campaign`, or `null` when they leave the invitation pending: each employee has a
 * latent engagement (a standard normal draw, shifted by their department and tenure band) that drives their eNPS
 * (around 7 + 1.8 × engagement), LNPS (the same with a leader effect per department) and every likert answer
 * (around 3.4 + 0.9 × engagement + a shift per dimension, mirrored for reversed questions), each with its own
 * noise; a fifth of the open questions get a short text in the employee's language. Every draw comes from a
 * generator seeded by (`seed`, employee id), so answers are reproducible and independent of who else answers.
 * Used by `npm run make-responses` and the demo campaign of the first start (docs/reports.md#demo-data).
 * Source: docs/surveys.md#generated-data.
 */
export function generatedAnswers(
  employee: Employee,
  campaign: Campaign,
  options: AnswerModelOptions,
): AnswerBody | null {
  const random = seededStream(`${options.seed}:${options.person ?? employee.id}`);
  if (random() >= options.rate) return null;
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const department = departmentOf(employee);
  const band = tenureBand(employee.profile.hiringDate, options.today);
  const engagement = normal() + departmentShift(department) + (band === null ? 0 : TENURE_SHIFT[band]);
  const leader = departmentShift(`${department ?? ''}:leader`);
  const texts = OPEN_TEXTS[employee.profile.language.value] ?? OPEN_TEXTS['pt-BR']!;
  const answerTo = (question: Question): number | string | null => {
    switch (question.kind) {
      case 'enps':
        return clamp(7 + 1.8 * engagement + 1.2 * normal(), 0, 10);
      case 'lnps':
        return clamp(7 + 1.5 * engagement + 2 * leader + 1.3 * normal(), 0, 10);
      case 'likert':
        return clamp(
          3.4 +
            (question.reversed ? -1 : 1) * (0.9 * engagement + DIMENSION_SHIFT[question.dimension ?? 'engagement']) +
            0.7 * normal(),
          1,
          5,
        );
      case 'open':
        return random() < 0.2 ? texts[Math.floor(random() * texts.length)]! : null;
      default:
        throw new Error(`unknown question kind ${String(question.kind)}`);
    }
  };
  return {
    answers: campaign.questionnaire.questions.flatMap((question) => {
      const value = answerTo(question);
      return value === null ? [] : [{ question_id: question.id, value }];
    }),
  };
}
