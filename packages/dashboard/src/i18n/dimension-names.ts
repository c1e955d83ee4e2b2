import type { components } from '@employee/client';

/** A dimension of the questionnaire, as the API names it (docs/surveys.md: `dimension`). */
export type Dimension = NonNullable<components['schemas']['StandardQuestion']['dimension']>;

/** The languages a dimension is named in: the survey page's three (the dashboard uses the first two). */
type DimensionLanguage = 'pt-BR' | 'en' | 'es';

/**
 * The one name of each dimension of the questionnaire (docs/dashboard.md#accessibility-and-languages): the survey
 * page's section titles, the campaign's question list, the reports and the home page all use it, so a respondent and
 * the person reading the results see the same words. Typed by the API's enum: a new dimension without a name here
 * fails the build.
 */
const NAMES: Record<DimensionLanguage, Record<Dimension, string>> = {
  'pt-BR': {
    engagement: 'Engajamento',
    leadership: 'Liderança',
    recognition: 'Reconhecimento',
    career: 'Carreira e desenvolvimento',
    communication: 'Comunicação',
    family: 'Equilíbrio entre trabalho e vida pessoal',
    psychological: 'Bem-estar psicológico',
    psychosocial: 'Condições de trabalho',
    purpose: 'Propósito',
    relationships: 'Relacionamentos',
  },
  en: {
    engagement: 'Engagement',
    leadership: 'Leadership',
    recognition: 'Recognition',
    career: 'Career and development',
    communication: 'Communication',
    family: 'Work–life balance',
    psychological: 'Psychological well-being',
    psychosocial: 'Working conditions',
    purpose: 'Purpose',
    relationships: 'Relationships',
  },
  es: {
    engagement: 'Compromiso',
    leadership: 'Liderazgo',
    recognition: 'Reconocimiento',
    career: 'Carrera y desarrollo',
    communication: 'Comunicación',
    family: 'Equilibrio entre trabajo y vida personal',
    psychological: 'Bienestar psicológico',
    psychosocial: 'Condiciones de trabajo',
    purpose: 'Propósito',
    relationships: 'Relaciones',
  },
};

/** The dimensions' names in `language` as messages `<prefix><dimension>` (`dimension.family`, `section.family`). */
export function dimensionMessages<P extends string>(
  language: DimensionLanguage,
  prefix: P,
): Record<`${P}${Dimension}`, string> {
  const entries = Object.entries(NAMES[language]).map(([dimension, name]) => [`${prefix}${dimension}`, name]);
  return Object.fromEntries(entries) as Record<`${P}${Dimension}`, string>;
}

/** The `dimension.<key>` messages of the dashboard's languages, for a page's catalogue. */
export const DIMENSION_NAMES = {
  'pt-BR': dimensionMessages('pt-BR', 'dimension.'),
  en: dimensionMessages('en', 'dimension.'),
};
