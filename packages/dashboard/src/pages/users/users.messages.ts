import { defineMessages } from '../../i18n/i18n';

/** Messages of the users page. */
export const USERS = defineMessages('users', {
  'pt-BR': {
    intro: 'As pessoas da empresa atual que entram no painel. O acesso de cada uma vem das permissões.',
    newUser: 'Novo usuário',
    name: 'Nome completo',
    email: 'E-mail',
    profile: 'Perfil na empresa atual',
    choose: 'Escolha…',
    status: 'Situação',
    lastSignIn: 'Último acesso',
    actions: 'Ações',
    'status.invited': 'Convidado',
    'status.active': 'Ativo',
    'status.disabled': 'Desativado',
    otp: 'com autenticador',
    disable: 'Desativar',
    disableName: 'Desativar {{name}}',
    disableQuestion:
      '{{name}} perde o acesso imediatamente: convite, tokens e sessões terminam. Não há como reativar. Desativar?',
    disabled: '{{name}} foi desativado.',
    selfNoDisable: 'Você: só outro administrador pode desativar sua conta',
    reissue: 'Novo convite',
    reissueName: 'Gerar novo convite para {{name}}',
    invitationTitle: 'Link de convite de {{name}}',
    invitationNote:
      'O convite segue por e-mail para a pessoa; este é o mesmo link, se preferir entregá-lo você. ' +
      'Ele vale por 72 horas (até {{until}}), pode ser usado uma vez e não será mostrado de novo.',
    copyLink: 'Copiar o link',
    done: 'Concluído',
    empty: 'Nenhum usuário.',
    backToList: 'Voltar à lista de usuários',
    pages: 'Páginas de usuários',
    pageOf: 'Página {{page}} de {{last}}',
  },
  en: {
    intro:
      'The people of the current company who sign in to the dashboard. What each may do comes from their permissions.',
    newUser: 'New user',
    name: 'Full name',
    email: 'E-mail',
    profile: 'Profile on the current company',
    choose: 'Choose…',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
    'status.invited': 'Invited',
    'status.active': 'Active',
    'status.disabled': 'Disabled',
    otp: 'with authenticator',
    disable: 'Disable',
    disableName: 'Disable {{name}}',
    disableQuestion:
      '{{name}} loses access at once: invitation, tokens and sessions end. It cannot be undone. Disable?',
    disabled: '{{name}} was disabled.',
    selfNoDisable: 'You: only another administrator can disable your account',
    reissue: 'New invitation',
    reissueName: 'Issue a new invitation for {{name}}',
    invitationTitle: 'Invitation link for {{name}}',
    invitationNote:
      'The invitation is e-mailed to the person; this is the same link, should you hand it over yourself. ' +
      'It is valid for 72 hours (until {{until}}), works once and will not be shown again.',
    copyLink: 'Copy the link',
    done: 'Done',
    empty: 'No users.',
    backToList: 'Back to the users',
    pages: 'Pages of users',
    pageOf: 'Page {{page}} of {{last}}',
  },
});
