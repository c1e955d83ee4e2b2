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
      'Envie este link à pessoa: ele vale por 72 horas (até {{until}}) e pode ser usado uma vez. ' +
      'Ele não será mostrado de novo; nenhum e-mail é enviado.',
    copyLink: 'Copiar o link',
    done: 'Já enviei o link',
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
      'Send this link to the person: it is valid for 72 hours (until {{until}}) and works once. ' +
      'It will not be shown again; no e-mail is sent.',
    copyLink: 'Copy the link',
    done: 'I have sent the link',
    empty: 'No users.',
    backToList: 'Back to the users',
    pages: 'Pages of users',
    pageOf: 'Page {{page}} of {{last}}',
  },
});
