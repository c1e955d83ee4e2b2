import { RespondentTableBuilder, type RespondentTable, type StoredQuestion, type TenureBand } from '@employee/domain';

const text = { 'pt-BR': 'q', en: 'q', es: 'q' };

/** A questionnaire of one eNPS question and one engagement likert question. */
export const QUESTIONS: readonly StoredQuestion[] = [
  { id: 'q-enps', kind: 'enps', dimension: null, factor: null, reversed: false, text },
  { id: 'q-proud', kind: 'likert', dimension: 'engagement', factor: null, reversed: false, text },
];

/** A respondent of {@link tableOf}: filter values, tenure band, eNPS and engagement answers. */
export interface Person {
  readonly fields?: Record<string, string>;
  readonly tenure?: TenureBand | null;
  readonly enps?: number;
  readonly proud?: number;
}

/** `count` copies of `person`. */
export function people(count: number, person: Person): Person[] {
  return Array.from({ length: count }, () => person);
}

/** A table of `persons` for campaign `campaignId`, all submitted on 2026-11-20 (service time zone). */
export function tableOf(persons: readonly Person[], campaignId = 'c-1'): RespondentTable {
  const builder = new RespondentTableBuilder(campaignId, QUESTIONS, 'America/Sao_Paulo');
  persons.forEach((person, i) =>
    builder.append({
      id: `${campaignId}-r${i}`,
      submittedAt: new Date('2026-11-20T15:00:00Z'),
      snapshot: {
        fields: person.fields ?? {},
        tenureBand: person.tenure ?? null,
        ageBand: null,
        language: 'pt-BR',
        isOnLeave: false,
      },
      scaleValues: [person.enps ?? 9, person.proud ?? 4],
    }),
  );
  return builder.table();
}
