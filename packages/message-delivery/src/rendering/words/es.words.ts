import type { MessageWords } from './message-words';

/** Spanish (docs/notifications.md#messages). */
export const ES_WORDS: MessageWords = {
  greeting: '¡Hola, {{recipientName}}!',
  linkFallback: 'Si el botón no funciona, copie y pegue esta dirección en su navegador:',
  footer: 'Enviado por la plataforma de encuestas en nombre de {{companyName}}.',
  surveyInvitation: {
    subject: '{{companyName}}: participe en la encuesta "{{campaignName}}"',
    heading: 'Su opinión importa',
    intro: '{{companyName}} le invita a responder la encuesta "{{campaignName}}".',
    action: 'Responder la encuesta',
    sms: '{{companyName}} le invita a responder una encuesta anónima: {{link}}',
  },
  surveyReminder: {
    subject: 'Recordatorio: encuesta "{{campaignName}}" de {{companyName}}',
    heading: 'Todavía puede responder',
    intro: 'Recordatorio: {{companyName}} todavía espera sus respuestas a la encuesta "{{campaignName}}".',
    action: 'Responder ahora',
    sms: 'Recordatorio de {{companyName}}: sus respuestas a la encuesta anónima todavía cuentan: {{link}}',
  },
  survey: {
    closesOn: 'La encuesta está abierta hasta el {{closingDate}}.',
    noEndDate: 'La encuesta no tiene fecha de cierre.',
    anonymity:
      'Los resultados se muestran solo para grupos de al menos {{minimumGroupSize}} personas; ' +
      'sus respuestas nunca se muestran una por una.',
    unsubscribe: '¿Prefiere no recibir recordatorios de esta encuesta?',
    unsubscribeAction: 'Dejar de recibir recordatorios',
  },
  userInvitation: {
    subject: 'Invitación al panel de {{companyName}}',
    heading: 'Ha recibido una invitación',
    intro: 'Ha recibido una invitación para acceder al panel de encuestas de {{companyName}}.',
    action: 'Aceptar la invitación',
    expires: 'La invitación es válida hasta el {{expiresAt}}.',
    notExpected: 'Si no esperaba esta invitación, ignore este mensaje.',
    sms: 'Invitación al panel de {{companyName}}, válida hasta el {{expiresAt}}: {{link}}',
  },
};
