import { defineMessages } from '../../i18n/i18n';

/** The sign-in, invitation and enrolment pages. */
export const SIGN_IN = defineMessages('signIn', {
  'pt-BR': {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    otp: 'Código do autenticador ou código de recuperação',
    otpHint: 'Abra seu aplicativo autenticador e digite o código de 6 dígitos.',
    submit: 'Entrar',
    otpRejected: 'Código incorreto ou já usado. Tente o próximo código.',
    acceptTitle: 'Aceitar o convite',
    acceptIntro: 'Escolha sua senha: pelo menos 12 caracteres; uma frase é uma boa senha.',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a senha',
    passwordsDiffer: 'As senhas não são iguais.',
    accept: 'Definir senha',
    accepted: 'Senha definida. Agora você pode entrar.',
    goToSignIn: 'Ir para a entrada',
    checkingLink: 'Verificando o convite…',
    linkUnusable:
      'Este convite não vale mais: já foi usado, expirou (vale 72 horas) ou foi substituído por um novo. ' +
      'Se você já definiu sua senha, entre; se não, peça um novo convite a quem convidou você.',
    enrolTitle: 'Configure o autenticador',
    enrolIntro:
      'Esta empresa exige um segundo fator. Leia o QR code com um aplicativo autenticador (ou digite a chave) ' +
      'e guarde os códigos de recuperação: eles só são mostrados agora.',
    qrAlt: 'QR code para o aplicativo autenticador',
    secret: 'Chave',
    recoveryCodes: 'Códigos de recuperação (cada um vale uma vez)',
    enrolDone: 'Guardei os códigos; continuar',
  },
  en: {
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    otp: 'Authenticator code or recovery code',
    otpHint: 'Open your authenticator app and type its 6-digit code.',
    submit: 'Sign in',
    otpRejected: 'Wrong or already used code. Try the next code.',
    acceptTitle: 'Accept the invitation',
    acceptIntro: 'Choose your password: at least 12 characters; a phrase makes a good password.',
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    passwordsDiffer: 'The passwords differ.',
    accept: 'Set password',
    accepted: 'Password set. You can now sign in.',
    goToSignIn: 'Go to sign-in',
    checkingLink: 'Checking the invitation…',
    linkUnusable:
      'This invitation no longer works: it was used, it expired (it lasts 72 hours) or a new one replaced it. ' +
      'If you already set your password, sign in; if not, ask whoever invited you for a new invitation.',
    enrolTitle: 'Set up your authenticator',
    enrolIntro:
      'This company requires a second factor. Scan the QR code with an authenticator app (or type the key) ' +
      'and keep the recovery codes: they are shown only now.',
    qrAlt: 'QR code for the authenticator app',
    secret: 'Key',
    recoveryCodes: 'Recovery codes (each works once)',
    enrolDone: 'I kept the codes; continue',
  },
});
