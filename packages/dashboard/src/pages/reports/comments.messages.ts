import { defineMessages } from '../../i18n/i18n';

/** The messages of the comments view of the reports (docs/dashboard.md#comments). */
export const COMMENTS_NS = defineMessages('comments', {
  'pt-BR': {
    title: 'Comentários',
    intro:
      'As respostas abertas dos respondentes da seleção, sem nenhum dado de quem as escreveu e em ordem aleatória a ' +
      'cada leitura. E-mails, telefones, CPFs e nomes de colaboradores foram mascarados quando as respostas foram ' +
      'recebidas. Só aparecem para campanhas encerradas e seleções com ao menos o mínimo de respondentes.',
    parameters: 'Parâmetros dos comentários',
    campaign: 'Campanha',
    noCampaigns: 'Nenhuma campanha ainda.',
    respondents_one: 'Comentários de uma seleção de {{count}} respondente.',
    respondents_other: 'Comentários de uma seleção de {{count}} respondentes.',
    'suppressed.too_few_respondents_one':
      'Sem comentários: a seleção tem menos de {{count}} respondente, o mínimo para proteger o anonimato.',
    'suppressed.too_few_respondents_other':
      'Sem comentários: a seleção tem menos de {{count}} respondentes, o mínimo para proteger o anonimato.',
    'suppressed.campaign_not_closed':
      'Os comentários aparecem quando a campanha é encerrada: enquanto chegam respostas, duas leituras ' +
      'mostrariam o texto de quem acabou de responder.',
    empty: 'Ninguém da seleção respondeu a esta pergunta.',
    count_one: '{{count}} comentário',
    count_other: '{{count}} comentários',
    words: 'Palavras usadas em mais comentários: {{list}}.',
    word: '{{word}} ({{comments}})',
  },
  en: {
    title: 'Comments',
    intro:
      "The open answers of the selection's respondents, with nothing about who wrote them and in a random order on " +
      "every read. E-mails, phone numbers, CPFs and employees' names were masked when the answers arrived. Shown " +
      'only for closed campaigns and selections of at least the minimum number of respondents.',
    parameters: 'Comment parameters',
    campaign: 'Campaign',
    noCampaigns: 'No campaign yet.',
    respondents_one: 'Comments of a selection of {{count}} respondent.',
    respondents_other: 'Comments of a selection of {{count}} respondents.',
    'suppressed.too_few_respondents_one':
      'No comments: the selection has fewer than {{count}} respondent, the minimum that protects anonymity.',
    'suppressed.too_few_respondents_other':
      'No comments: the selection has fewer than {{count}} respondents, the minimum that protects anonymity.',
    'suppressed.campaign_not_closed':
      'Comments are shown once the campaign is closed: while answers arrive, two reads would show the text of ' +
      'whoever just answered.',
    empty: 'Nobody in the selection answered this question.',
    count_one: '{{count}} comment',
    count_other: '{{count}} comments',
    words: 'Words used by the most comments: {{list}}.',
    word: '{{word}} ({{comments}})',
  },
});
