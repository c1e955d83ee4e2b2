import type { MessageWords } from './message-words';

/** Brazilian Portuguese, the default language (docs/notifications.md#messages). */
export const PT_BR_WORDS: MessageWords = {
  greeting: 'Olá, {{recipientName}}!',
  linkFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  footer: 'Mensagem enviada pela plataforma de pesquisas em nome de {{companyName}}.',
  surveyInvitation: {
    subject: '{{companyName}}: participe da pesquisa "{{campaignName}}"',
    heading: 'Sua opinião importa',
    intro: '{{companyName}} convida você a responder à pesquisa "{{campaignName}}".',
    action: 'Responder à pesquisa',
    sms: '{{companyName}} convida você a responder a uma pesquisa anônima: {{link}}',
  },
  surveyReminder: {
    subject: 'Lembrete: pesquisa "{{campaignName}}" de {{companyName}}',
    heading: 'Ainda dá tempo de responder',
    intro: 'Lembrete: {{companyName}} ainda espera sua resposta à pesquisa "{{campaignName}}".',
    action: 'Responder agora',
    sms: 'Lembrete de {{companyName}}: sua resposta à pesquisa anônima ainda conta: {{link}}',
  },
  survey: {
    closesOn: 'A pesquisa fica aberta até {{closingDate}}.',
    noEndDate: 'A pesquisa não tem data de encerramento.',
    anonymity:
      'Os resultados são mostrados apenas para grupos de pelo menos {{minimumGroupSize}} pessoas; ' +
      'suas respostas nunca são mostradas uma a uma.',
    unsubscribe: 'Não quer receber lembretes desta pesquisa?',
    unsubscribeAction: 'Cancelar os lembretes',
  },
  userInvitation: {
    subject: 'Convite para o painel de {{companyName}}',
    heading: 'Você recebeu um convite',
    intro: 'Você recebeu um convite para acessar o painel de pesquisas de {{companyName}}.',
    action: 'Aceitar o convite',
    expires: 'O convite vale até {{expiresAt}}.',
    notExpected: 'Se você não esperava este convite, ignore esta mensagem.',
    sms: 'Convite para o painel de {{companyName}}, válido até {{expiresAt}}: {{link}}',
  },
};
