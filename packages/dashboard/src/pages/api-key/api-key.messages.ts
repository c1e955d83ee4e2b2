import { defineMessages } from '../../i18n/i18n';

/** Messages of the API key page. */
export const API_KEY = defineMessages('apiKey', {
  'pt-BR': {
    intro: 'A chave que a integração da empresa usa (cabeçalho Authorization: Bearer). Há uma chave ativa por vez.',
    live: 'Chave ativa',
    prefix: 'Prefixo',
    createdAt: 'Emitida em',
    none: 'Não há chave ativa: a integração não consegue chamar a API.',
    issue: 'Emitir nova chave',
    issueFirst: 'Emitir chave',
    issueQuestion:
      'A chave atual deixa de funcionar imediatamente, e a integração precisará da nova. Emitir uma nova chave?',
    issueConfirm: 'Emitir e invalidar a atual',
    revoke: 'Revogar chave',
    revokeQuestion: 'A chave deixa de funcionar imediatamente e a integração para. Revogar?',
    revokeConfirm: 'Revogar',
    revoked: 'Chave revogada.',
    newKey: 'Nova chave',
    shownOnce: 'Copie agora e guarde em local seguro: esta chave não será mostrada de novo.',
    copyKey: 'Copiar a chave',
    done: 'Já guardei a chave',
  },
  en: {
    intro: "The key the company's integration uses (Authorization: Bearer header). One key is live at a time.",
    live: 'Live key',
    prefix: 'Prefix',
    createdAt: 'Issued',
    none: 'There is no live key: the integration cannot call the API.',
    issue: 'Issue a new key',
    issueFirst: 'Issue a key',
    issueQuestion: 'The current key stops working at once, and the integration will need the new one. Issue a new key?',
    issueConfirm: 'Issue and invalidate the current one',
    revoke: 'Revoke key',
    revokeQuestion: 'The key stops working at once and the integration stops. Revoke it?',
    revokeConfirm: 'Revoke',
    revoked: 'Key revoked.',
    newKey: 'New key',
    shownOnce: 'Copy it now and keep it safe: this key will not be shown again.',
    copyKey: 'Copy the key',
    done: 'I have stored the key',
  },
});
