import type { Request } from 'express';

/** The words of the opt-out pages, per language. */
const WORDS = {
  'pt-BR': {
    lang: 'pt-BR',
    title: 'Lembretes da pesquisa',
    ask: 'Não quer mais receber lembretes desta pesquisa? O link do convite continua valendo.',
    button: 'Parar os lembretes',
    done: 'Pronto: você não receberá mais lembretes desta pesquisa.',
    unknown: 'Este link não vale mais: a pesquisa foi respondida, encerrada ou o convite mudou.',
  },
  en: {
    lang: 'en',
    title: 'Survey reminders',
    ask: 'Stop receiving reminders of this survey? The invitation link keeps working.',
    button: 'Stop the reminders',
    done: 'Done: you will receive no more reminders of this survey.',
    unknown: 'This link no longer works: the survey was answered, closed, or the invitation changed.',
  },
  es: {
    lang: 'es',
    title: 'Recordatorios de la encuesta',
    ask: '¿No quiere recibir más recordatorios de esta encuesta? El enlace de la invitación sigue valiendo.',
    button: 'Detener los recordatorios',
    done: 'Listo: no recibirá más recordatorios de esta encuesta.',
    unknown: 'Este enlace ya no vale: la encuesta fue respondida, cerrada o la invitación cambió.',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The words in the language the browser prefers among pt-BR (the default), en and es. */
function wordsFor(req: Request): Words {
  const chosen = req.acceptsLanguages('pt-BR', 'pt', 'en', 'es');
  return chosen === 'en' ? WORDS.en : chosen === 'es' ? WORDS.es : WORDS['pt-BR'];
}

/** A whole page of fixed words (nothing of the request is written into it). */
function page(words: Words, body: string): string {
  return `<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>${words.title}</h1>${body}</body></html>`;
}

/**
 * The opt-out pages of `/survey/v1/opt-out/{token}` (docs/notifications.md#reminders), in the browser's language:
 * the question with a button that posts to the same address (`ask`), the confirmation (`done`), and the answer to a
 * token that opens nothing (`unknown`). RFC 8058's one-click POST gets the confirmation too; mail providers ignore it.
 */
export const optOutPage = {
  ask: (req: Request) => {
    const words = wordsFor(req);
    return page(
      words,
      `<p>${words.ask}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">${words.button}</button></form>`,
    );
  },
  done: (req: Request) => page(wordsFor(req), `<p>${wordsFor(req).done}</p>`),
  unknown: (req: Request) => page(wordsFor(req), `<p>${wordsFor(req).unknown}</p>`),
};
