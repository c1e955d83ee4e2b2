/**
 * The names of the questionnaire's dimensions (docs/surveys.md), as `dimension.<key>` messages in each language: the
 * reports and the home page's headline both name dimensions by them.
 */
export const DIMENSION_NAMES = {
  'pt-BR': {
    'dimension.engagement': 'Engajamento',
    'dimension.leadership': 'Liderança',
    'dimension.recognition': 'Reconhecimento',
    'dimension.career': 'Carreira',
    'dimension.communication': 'Comunicação',
    'dimension.family': 'Família',
    'dimension.psychological': 'Psicológica',
    'dimension.psychosocial': 'Psicossocial',
    'dimension.purpose': 'Propósito',
    'dimension.relationships': 'Relacionamentos',
  },
  en: {
    'dimension.engagement': 'Engagement',
    'dimension.leadership': 'Leadership',
    'dimension.recognition': 'Recognition',
    'dimension.career': 'Career',
    'dimension.communication': 'Communication',
    'dimension.family': 'Family',
    'dimension.psychological': 'Psychological',
    'dimension.psychosocial': 'Psychosocial',
    'dimension.purpose': 'Purpose',
    'dimension.relationships': 'Relationships',
  },
} as const;
