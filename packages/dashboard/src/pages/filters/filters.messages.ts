import { defineMessages } from '../../i18n/i18n';

/** The filters page (list, create, edit, deactivate). */
export const FILTERS = defineMessages('filters', {
  'pt-BR': {
    title: 'Filtros',
    intro:
      'Os filtros são os campos da empresa em cada colaborador (departamento, unidade…) ' +
      'que os relatórios usam para agrupar as respostas.',
    newFilter: 'Novo filtro',
    createTitle: 'Novo filtro',
    editTitle: 'Editar filtro {{key}}',
    key: 'Chave',
    keyHint: 'De 1 a 100 letras minúsculas, dígitos e _; única entre os filtros ativos.',
    name: 'Nome',
    nameHint: 'Vazio: a chave.',
    required: 'Obrigatório',
    requiredHint: 'Todo colaborador precisa de um valor deste filtro.',
    defaultValue: 'Valor padrão',
    defaultValueHint: 'Gravado quando o valor de um colaborador vem vazio. Vazio: sem valor padrão.',
    yes: 'Sim',
    no: 'Não',
    none: '—',
    actions: 'Ações',
    deactivate: 'Desativar',
    confirmDeactivate: 'Confirmar desativação de {{key}}',
    deactivateWarning:
      'Desativar o filtro {{key}} remove o valor dele de todos os colaboradores. ' +
      'A chave fica livre para um novo filtro.',
    deactivated: 'Filtro {{key}} desativado.',
    saved: 'Filtro {{key}} salvo.',
    empty: 'Nenhum filtro ativo.',
    pages: 'Páginas de filtros',
    position: 'Página {{page}} de {{last}} ({{total}} filtros)',
    back: 'Voltar aos filtros',
    readOnly: 'Seu perfil só permite consultar os filtros.',
  },
  en: {
    title: 'Filters',
    intro:
      "Filters are the company's own fields on each employee (department, unit…) " +
      'that reports use to group the answers.',
    newFilter: 'New filter',
    createTitle: 'New filter',
    editTitle: 'Edit filter {{key}}',
    key: 'Key',
    keyHint: '1 to 100 lower-case letters, digits and _; unique among the active filters.',
    name: 'Name',
    nameHint: 'Empty: the key.',
    required: 'Required',
    requiredHint: 'Every employee must have a value for this filter.',
    defaultValue: 'Default value',
    defaultValueHint: "Stored when an employee's value is empty. Empty: no default.",
    yes: 'Yes',
    no: 'No',
    none: '—',
    actions: 'Actions',
    deactivate: 'Deactivate',
    confirmDeactivate: 'Confirm deactivating {{key}}',
    deactivateWarning:
      'Deactivating the filter {{key}} removes its value from every employee. ' +
      'Its key becomes free for a new filter.',
    deactivated: 'Filter {{key}} deactivated.',
    saved: 'Filter {{key}} saved.',
    empty: 'No active filter.',
    pages: 'Filter pages',
    position: 'Page {{page}} of {{last}} ({{total}} filters)',
    back: 'Back to the filters',
    readOnly: 'Your profile only allows reading the filters.',
  },
});
