import { defineMessages } from '../../i18n/i18n';
import { SCOPE_DESCRIPTIONS } from '../../i18n/scope-descriptions';

/** Messages of the profiles page, with the scopes' descriptions. */
export const PROFILES = defineMessages('profiles', {
  'pt-BR': {
    ...SCOPE_DESCRIPTIONS['pt-BR'],
    intro: 'Um perfil é um conjunto nomeado de escopos; as permissões dão um perfil a um usuário numa empresa.',
    newProfile: 'Novo perfil',
    editProfile: 'Editar perfil {{name}}',
    name: 'Nome',
    scopes: 'Escopos',
    scopeCount_one: '{{count}} escopo',
    scopeCount_other: '{{count}} escopos',
    builtin: 'Embutido',
    builtinNote: 'embutido, não pode ser alterado',
    actions: 'Ações',
    editName: 'Editar {{name}}',
    deleteName: 'Excluir {{name}}',
    deleteQuestion: 'Excluir o perfil {{name}}? Não é possível excluir um perfil que alguma permissão ainda usa.',
    deleted: 'Perfil {{name}} excluído.',
    saved: 'Perfil salvo.',
    notFound: 'Perfil não encontrado.',
    backToList: 'Voltar aos perfis',
  },
  en: {
    ...SCOPE_DESCRIPTIONS.en,
    intro: 'A profile is a named set of scopes; permissions grant a profile to a user on a company.',
    newProfile: 'New profile',
    editProfile: 'Edit profile {{name}}',
    name: 'Name',
    scopes: 'Scopes',
    scopeCount_one: '{{count}} scope',
    scopeCount_other: '{{count}} scopes',
    builtin: 'Built-in',
    builtinNote: 'built-in, cannot be changed',
    actions: 'Actions',
    editName: 'Edit {{name}}',
    deleteName: 'Delete {{name}}',
    deleteQuestion: 'Delete the profile {{name}}? A profile that some permission still grants cannot be deleted.',
    deleted: 'Profile {{name}} deleted.',
    saved: 'Profile saved.',
    notFound: 'Profile not found.',
    backToList: 'Back to the profiles',
  },
});

/** The options that read a `scope.<scope>` message: a scope's `:` is not i18next's namespace separator there. */
export const NO_NS = { nsSeparator: false } as const;
