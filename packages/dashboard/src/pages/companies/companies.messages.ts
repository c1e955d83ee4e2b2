import { defineMessages } from '../../i18n/i18n';

/** Messages of the companies page. */
export const COMPANIES = defineMessages('companies', {
  'pt-BR': {
    intro: 'As empresas em que você tem permissão, com suas filiais. O painel age sobre a empresa atual.',
    tree: 'Árvore de empresas',
    current: 'atual',
    switchTo: 'Atuar em {{name}}',
    currentIs: 'Empresa atual:',
  },
  en: {
    intro: 'The companies you hold a permission on, with their branches. The dashboard acts on the current company.',
    tree: 'Company tree',
    current: 'current',
    switchTo: 'Act on {{name}}',
    currentIs: 'Current company:',
  },
});
