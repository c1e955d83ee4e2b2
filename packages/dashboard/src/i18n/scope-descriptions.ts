import type { components } from '@employee/client';

type Scope = components['schemas']['Scope'];

/**
 * What each scope of the catalogue allows (docs/access.md#scopes), as `scope.<scope>` messages in each language: the
 * dashboard shows these, never the API's English `description` of `GET /v1/scopes`. Typed by the API's `Scope`, so a
 * scope added to the contract without a description here fails the build.
 */
export const SCOPE_DESCRIPTIONS: Record<'pt-BR' | 'en', Record<`scope.${Scope}`, string>> = {
  'pt-BR': {
    'scope.employees:read': 'Ler colaboradores',
    'scope.employees:write': 'Criar, alterar e excluir colaboradores',
    'scope.filters:read': 'Ler filtros',
    'scope.filters:write': 'Criar, alterar e excluir filtros',
    'scope.companies:read': 'Ler a empresa e suas filiais',
    'scope.campaigns:read': 'Ler campanhas',
    'scope.campaigns:write': 'Criar e alterar campanhas',
    'scope.reports:read': 'Ler os relatórios das pesquisas',
    'scope.users:read': 'Ler usuários, perfis e permissões',
    'scope.users:write': 'Gerenciar usuários, perfis, permissões e a exigência de verificação em duas etapas',
    'scope.keys:write': 'Gerenciar chaves de API',
    'scope.audit:read': 'Ler a trilha de auditoria',
    'scope.webhooks:write': 'Gerenciar assinaturas de webhooks',
    'scope.personal-data:write': 'Exportar e anonimizar os dados pessoais de um colaborador',
  },
  en: {
    'scope.employees:read': 'Read employees',
    'scope.employees:write': 'Create, update and delete employees',
    'scope.filters:read': 'Read filters',
    'scope.filters:write': 'Create, update and delete filters',
    'scope.companies:read': 'Read the company and its branches',
    'scope.campaigns:read': 'Read campaigns',
    'scope.campaigns:write': 'Create and change campaigns',
    'scope.reports:read': 'Read survey reports',
    'scope.users:read': 'Read users, profiles and permissions',
    'scope.users:write': 'Manage users, profiles, permissions and the one-time-password setting',
    'scope.keys:write': 'Manage API keys',
    'scope.audit:read': 'Read the audit trail',
    'scope.webhooks:write': 'Manage webhook subscriptions',
    'scope.personal-data:write': "Export and anonymise an employee's personal data",
  },
};
