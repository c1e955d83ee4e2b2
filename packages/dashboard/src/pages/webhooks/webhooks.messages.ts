import { defineMessages } from '../../i18n/i18n';

/** The webhooks page (a placeholder until the API offers webhook endpoints). */
export const WEBHOOKS = defineMessages('webhooks', {
  'pt-BR': {
    title: 'Webhooks',
    notYet:
      'Aqui você vai cadastrar os endereços (endpoints) que recebem os eventos da empresa, ver o segredo de ' +
      'assinatura de cada um (mostrado uma única vez, ao criar), escolher os tipos de evento (colaborador criado, ' +
      'alterado, excluído, filtro, campanha aberta ou encerrada…) e acompanhar o registro de entregas, com a ' +
      'opção de reenviar uma entrega que falhou. Ainda não está disponível: a API ainda não oferece webhooks.',
  },
  en: {
    title: 'Webhooks',
    notYet:
      "Here you will register the addresses (endpoints) that receive the company's events, see each one's " +
      'signing secret (shown only once, when it is created), choose the event types (employee created, updated, ' +
      'deleted, filter, campaign opened or closed…) and follow the delivery log, with a retry for a delivery ' +
      'that failed. It is not available yet: the API does not offer webhooks yet.',
  },
});
