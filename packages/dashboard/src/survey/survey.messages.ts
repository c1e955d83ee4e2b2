import { dimensionMessages } from '../i18n/dimension-names';
import { SURVEY_LANGUAGES, type SurveyLanguage } from './survey-api';

/** The survey page's words in the three languages a respondent may have (docs/dashboard.md#the-survey-page). */
const MESSAGES = {
  'pt-BR': {
    ...dimensionMessages('pt-BR', 'section.'),
    title: 'Pesquisa',
    loading: 'Carregando a pesquisa…',
    anonymity: 'Suas respostas só são mostradas em grupos de pelo menos {{n}} pessoas.',
    requiredNote: 'As perguntas de escala são obrigatórias; as perguntas abertas são opcionais.',
    sectionOf: 'Seção {{current}} de {{total}}',
    progress: 'Progresso da pesquisa',
    previous: 'Anterior',
    next: 'Próxima',
    submit: 'Enviar respostas',
    sending: 'Enviando suas respostas…',
    optional: '(opcional)',
    upTo: 'Até 2.000 caracteres.',
    missing: 'Responda às perguntas marcadas como obrigatórias para continuar.',
    unanswered: 'Resposta obrigatória',
    'anchor.likelyLow': 'nada provável',
    'anchor.likelyHigh': 'extremamente provável',
    'anchor.agreeLow': 'discordo totalmente',
    'anchor.agreeHigh': 'concordo totalmente',
    thanksTitle: 'Obrigado por responder!',
    thanksBody: 'Suas respostas foram registradas. Você já pode fechar esta página.',
    alreadyTitle: 'Esta pesquisa já foi respondida',
    alreadyBody: 'As respostas deste link já tinham sido registradas. Você já pode fechar esta página.',
    invalidTitle: 'Link indisponível',
    invalidBody:
      'Este link de pesquisa não pode ser usado: ele está incorreto, já foi usado ou expirou. ' +
      'Se ainda precisa responder, peça um novo link a quem enviou a pesquisa.',
    tooMany: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
    failed: 'Não foi possível falar com o servidor agora. Verifique sua conexão e tente de novo.',
    retry: 'Tentar de novo',
    'section.enps': 'Recomendação da empresa',
    'section.lnps': 'Recomendação da sua liderança',
    'section.open': 'Comentários',
  },
  en: {
    ...dimensionMessages('en', 'section.'),
    title: 'Survey',
    loading: 'Loading the survey…',
    anonymity: 'Your answers are only shown in groups of at least {{n}} people.',
    requiredNote: 'Scale questions are required; open questions are optional.',
    sectionOf: 'Section {{current}} of {{total}}',
    progress: 'Survey progress',
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit answers',
    sending: 'Sending your answers…',
    optional: '(optional)',
    upTo: 'Up to 2,000 characters.',
    missing: 'Answer the questions marked as required to continue.',
    unanswered: 'Answer required',
    'anchor.likelyLow': 'not at all likely',
    'anchor.likelyHigh': 'extremely likely',
    'anchor.agreeLow': 'strongly disagree',
    'anchor.agreeHigh': 'strongly agree',
    thanksTitle: 'Thank you for answering!',
    thanksBody: 'Your answers have been recorded. You may close this page now.',
    alreadyTitle: 'This survey has already been answered',
    alreadyBody: 'The answers of this link had already been recorded. You may close this page now.',
    invalidTitle: 'Link unavailable',
    invalidBody:
      'This survey link cannot be used: it is incorrect, has already been used or has expired. ' +
      'If you still need to answer, ask whoever sent you the survey for a new link.',
    tooMany: 'Too many attempts in a short time. Wait a minute and try again.',
    failed: 'Could not reach the server right now. Check your connection and try again.',
    retry: 'Try again',
    'section.enps': 'Recommending the company',
    'section.lnps': 'Recommending your leader',
    'section.open': 'Comments',
  },
  es: {
    ...dimensionMessages('es', 'section.'),
    title: 'Encuesta',
    loading: 'Cargando la encuesta…',
    anonymity: 'Tus respuestas solo se muestran en grupos de al menos {{n}} personas.',
    requiredNote: 'Las preguntas de escala son obligatorias; las preguntas abiertas son opcionales.',
    sectionOf: 'Sección {{current}} de {{total}}',
    progress: 'Progreso de la encuesta',
    previous: 'Anterior',
    next: 'Siguiente',
    submit: 'Enviar respuestas',
    sending: 'Enviando tus respuestas…',
    optional: '(opcional)',
    upTo: 'Hasta 2.000 caracteres.',
    missing: 'Responde las preguntas marcadas como obligatorias para continuar.',
    unanswered: 'Respuesta obligatoria',
    'anchor.likelyLow': 'nada probable',
    'anchor.likelyHigh': 'muy probable',
    'anchor.agreeLow': 'totalmente en desacuerdo',
    'anchor.agreeHigh': 'totalmente de acuerdo',
    thanksTitle: '¡Gracias por responder!',
    thanksBody: 'Tus respuestas quedaron registradas. Ya puedes cerrar esta página.',
    alreadyTitle: 'Esta encuesta ya fue respondida',
    alreadyBody: 'Las respuestas de este enlace ya estaban registradas. Ya puedes cerrar esta página.',
    invalidTitle: 'Enlace no disponible',
    invalidBody:
      'Este enlace de encuesta no se puede usar: es incorrecto, ya se usó o expiró. ' +
      'Si todavía necesitas responder, pide un enlace nuevo a quien te envió la encuesta.',
    tooMany: 'Demasiados intentos en poco tiempo. Espera un minuto e inténtalo de nuevo.',
    failed: 'No fue posible comunicarse con el servidor ahora. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    'section.enps': 'Recomendación de la empresa',
    'section.lnps': 'Recomendación de tu líder',
    'section.open': 'Comentarios',
  },
} as const satisfies Record<SurveyLanguage, Record<string, string>>;

export type SurveyMessage = keyof (typeof MESSAGES)['pt-BR'];

/** A translator for `language`: a message by key, with `{{name}}` placeholders filled from `values`. */
export type Translate = (key: SurveyMessage, values?: Record<string, string | number>) => string;

/** The survey page's words in `language`. */
export function translator(language: SurveyLanguage): Translate {
  const messages: Record<SurveyMessage, string> = MESSAGES[language];
  return (key, values = {}) => messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A section's title, or its key when a future section has no title here yet. */
export function sectionTitle(t: Translate, key: string): string {
  const messageKey = `section.${key}`;
  return messageKey in MESSAGES['pt-BR'] ? t(messageKey as SurveyMessage) : key;
}

/** The browser's preferred language among the survey's three, before the questionnaire says the respondent's. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): SurveyLanguage {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    const base = SURVEY_LANGUAGES.find((language) => language === lower.slice(0, 2));
    if (base) return base;
  }
  return 'pt-BR';
}
