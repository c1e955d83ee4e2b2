import { defineMessages } from '../../i18n/i18n';

/**
 * The messages of the reports' two views and of the trends (docs/dashboard.md#trends); the figures', groups' and
 * dimensions' names are the reports' own (`reports.messages.ts`).
 */
export const TRENDS_NS = defineMessages('trends', {
  'pt-BR': {
    views: 'Visões dos relatórios',
    'view.campaign': 'Por campanha',
    'view.trends': 'Tendências',
    'view.comments': 'Comentários',
    title: 'Tendências',
    intro:
      'Cada número ao longo das campanhas, da mais antiga à mais recente, tal como o relatório de cada campanha o ' +
      'mostra. Uma campanha ou um grupo com menos respondentes que o mínimo fica sem ponto: a linha é interrompida.',
    parameters: 'Parâmetros das tendências',
    includeOpen: 'Incluir campanhas abertas',
    noCampaigns: 'Nenhuma campanha encerrada ainda: as tendências começam com a primeira.',
    newest: 'Mostrando as {{count}} campanhas mais recentes de {{total}}.',
    unreadable: 'Nenhuma destas campanhas está no seu acesso.',
    chart:
      '{{figure}} por campanha, da mais antiga à mais recente, uma linha por grupo; os números estão na tabela ' +
      'abaixo.',
    'gap.suppressed': 'Sem ponto em {{campaigns}}: menos de {{count}} respondentes.',
    'gap.forbidden': 'Fora do seu acesso: {{campaigns}}.',
    forbidden: 'fora do seu acesso',
    pending: 'carregando',
    absent: 'sem respondentes',
    campaignOn: '{{name}} ({{date}})',
  },
  en: {
    views: 'Report views',
    'view.campaign': 'By campaign',
    'view.trends': 'Trends',
    'view.comments': 'Comments',
    title: 'Trends',
    intro:
      "Each figure across the campaigns, oldest to newest, as each campaign's report shows it. A campaign or a group " +
      'with fewer respondents than the minimum has no point: the line breaks there.',
    parameters: 'Trend parameters',
    includeOpen: 'Include open campaigns',
    noCampaigns: 'No campaign is closed yet: the trends start with the first one.',
    newest: 'Showing the {{count}} newest of {{total}} campaigns.',
    unreadable: 'None of these campaigns is within your access.',
    chart: '{{figure}} per campaign, oldest to newest, one line per group; the figures are in the table below.',
    'gap.suppressed': 'No point for {{campaigns}}: fewer than {{count}} respondents.',
    'gap.forbidden': 'Outside your access: {{campaigns}}.',
    forbidden: 'outside your access',
    pending: 'loading',
    absent: 'no respondents',
    campaignOn: '{{name}} ({{date}})',
  },
});
