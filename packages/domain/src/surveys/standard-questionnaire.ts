import type { QuestionText, RawQuestion } from './question';
import type { Dimension, PsychosocialFactor, QuestionKind } from './question-catalogue';

type Texts = readonly [ptBR: string, en: string, es: string];

const text = ([ptBR, en, es]: Texts): QuestionText => ({ 'pt-BR': ptBR, en, es });

const ask = (kind: Exclude<QuestionKind, 'likert'>, texts: Texts): RawQuestion => ({ kind, text: text(texts) });

const likert = (
  dimension: Dimension,
  texts: Texts,
  options: { readonly factor?: PsychosocialFactor; readonly reversed?: boolean } = {},
): RawQuestion => ({
  kind: 'likert',
  dimension,
  factor: options.factor ?? null,
  reversed: options.reversed ?? false,
  text: text(texts),
});

/**
 * The standard questionnaire the service ships (docs/surveys.md#standard-questionnaire), as raw questions
 * without ids: a campaign made without `questions` copies it, and `Questionnaire.create` gives the copy its
 * ids. 44 questions: one eNPS, one LNPS, 3 or 4 likert questions in every dimension, 10 `psychosocial` ones
 * covering every NR-1 factor, reversed questions where agreeing is unfavourable ("I often feel exhausted"),
 * and two open questions last. Written in Brazilian Portuguese, English and Spanish (informal "tú").
 * The table of docs/surveys.md#standard-questionnaire lists it. Returns a fresh list on every call.
 */
// eslint-disable-next-line max-lines-per-function -- a table: the 44 questions in three languages, one per entry
export function standardQuestionnaire(): RawQuestion[] {
  return [
    ask('enps', [
      'Em uma escala de 0 a 10, o quanto você recomendaria esta empresa como um lugar para trabalhar?',
      'On a scale of 0 to 10, how likely are you to recommend this company as a place to work?',
      'En una escala de 0 a 10, ¿qué tan probable es que recomiendes esta empresa como lugar para trabajar?',
    ]),
    likert('engagement', [
      'Sinto orgulho de trabalhar nesta empresa.',
      'I am proud to work for this company.',
      'Siento orgullo de trabajar en esta empresa.',
    ]),
    likert('engagement', [
      'Eu me vejo trabalhando aqui daqui a dois anos.',
      'I see myself still working here two years from now.',
      'Me veo trabajando aquí dentro de dos años.',
    ]),
    likert('engagement', [
      'Meu trabalho me motiva a dar o meu melhor todos os dias.',
      'My work motivates me to give my best every day.',
      'Mi trabajo me motiva a dar lo mejor de mí cada día.',
    ]),
    likert(
      'engagement',
      [
        'Com frequência penso em procurar emprego em outra empresa.',
        'I often think about looking for a job at another company.',
        'Con frecuencia pienso en buscar trabajo en otra empresa.',
      ],
      { reversed: true },
    ),
    ask('lnps', [
      'Em uma escala de 0 a 10, o quanto você recomendaria o seu líder imediato a um amigo ' +
        'como alguém com quem trabalhar?',
      'On a scale of 0 to 10, how likely are you to recommend your immediate leader to a friend ' +
        'as someone to work for?',
      'En una escala de 0 a 10, ¿qué tan probable es que recomiendes a tu líder directo a un amigo ' +
        'como alguien con quien trabajar?',
    ]),
    likert('leadership', [
      'Meu líder imediato me dá feedback claro e frequente sobre o meu trabalho.',
      'My immediate leader gives me clear and frequent feedback on my work.',
      'Mi líder directo me da retroalimentación clara y frecuente sobre mi trabajo.',
    ]),
    likert('leadership', [
      'Confio nas decisões do meu líder.',
      "I trust my leader's decisions.",
      'Confío en las decisiones de mi líder.',
    ]),
    likert('leadership', [
      'Meu líder se interessa genuinamente pelo meu desenvolvimento.',
      'My leader genuinely cares about my development.',
      'Mi líder se interesa genuinamente por mi desarrollo.',
    ]),
    likert('leadership', [
      'Meu líder trata todas as pessoas da equipe com justiça e respeito.',
      'My leader treats everyone on the team fairly and with respect.',
      'Mi líder trata a todas las personas del equipo con justicia y respeto.',
    ]),
    likert('recognition', [
      'Recebo reconhecimento quando faço um bom trabalho.',
      'I am recognised when I do good work.',
      'Recibo reconocimiento cuando hago un buen trabajo.',
    ]),
    likert('recognition', [
      'Considero minha remuneração justa pelo trabalho que realizo.',
      'I consider my pay fair for the work I do.',
      'Considero que mi remuneración es justa por el trabajo que realizo.',
    ]),
    likert('recognition', [
      'Os benefícios oferecidos pela empresa atendem às minhas necessidades.',
      'The benefits the company offers meet my needs.',
      'Los beneficios que ofrece la empresa satisfacen mis necesidades.',
    ]),
    likert('career', [
      'Vejo oportunidades reais de crescimento profissional nesta empresa.',
      'I see real opportunities for professional growth at this company.',
      'Veo oportunidades reales de crecimiento profesional en esta empresa.',
    ]),
    likert('career', [
      'Os critérios de promoção são claros e justos.',
      'The criteria for promotion are clear and fair.',
      'Los criterios de promoción son claros y justos.',
    ]),
    likert('career', [
      'Tenho acesso aos treinamentos de que preciso para me desenvolver.',
      'I have access to the training I need to develop.',
      'Tengo acceso a la formación que necesito para desarrollarme.',
    ]),
    likert('communication', [
      'Recebo as informações de que preciso para fazer bem o meu trabalho.',
      'I get the information I need to do my job well.',
      'Recibo la información que necesito para hacer bien mi trabajo.',
    ]),
    likert('communication', [
      'A liderança da empresa comunica com transparência os rumos do negócio.',
      "The company's leadership communicates its direction openly.",
      'La dirección de la empresa comunica con transparencia el rumbo del negocio.',
    ]),
    likert('communication', [
      'Sinto-me à vontade para dar minha opinião, mesmo quando discordo.',
      'I feel free to speak my mind, even when I disagree.',
      'Me siento con libertad para dar mi opinión, incluso cuando no estoy de acuerdo.',
    ]),
    likert('family', [
      'Consigo equilibrar bem o trabalho e a minha vida pessoal.',
      'I can balance my work and my personal life well.',
      'Logro equilibrar bien el trabajo y mi vida personal.',
    ]),
    likert('family', [
      'Minha jornada de trabalho me permite estar presente para a minha família.',
      'My working hours let me be there for my family.',
      'Mi jornada laboral me permite estar presente para mi familia.',
    ]),
    likert(
      'family',
      [
        'Com frequência preciso trabalhar fora do horário, nos fins de semana ou nas férias.',
        'I often have to work after hours, at weekends or on holiday.',
        'Con frecuencia tengo que trabajar fuera del horario, los fines de semana o en vacaciones.',
      ],
      { reversed: true },
    ),
    likert('psychological', [
      'De modo geral, sinto-me bem emocionalmente no trabalho.',
      'Overall, I feel emotionally well at work.',
      'En general, me siento bien emocionalmente en el trabajo.',
    ]),
    likert(
      'psychological',
      [
        'Com frequência termino o dia de trabalho com uma sensação de esgotamento.',
        'I often feel exhausted at the end of the working day.',
        'A menudo termino la jornada laboral con una sensación de agotamiento.',
      ],
      { reversed: true },
    ),
    likert(
      'psychological',
      [
        'O trabalho costuma me causar ansiedade.',
        'Work often makes me anxious.',
        'El trabajo suele generarme ansiedad.',
      ],
      { reversed: true },
    ),
    likert('psychological', [
      'Sei onde buscar apoio na empresa se estiver passando por um momento difícil.',
      'I know where to find support at the company if I am going through a hard time.',
      'Sé dónde buscar apoyo en la empresa si estoy pasando por un momento difícil.',
    ]),
    likert(
      'psychosocial',
      [
        'A quantidade de trabalho que recebo é possível de realizar dentro da minha jornada.',
        'The amount of work I am given can be done within my working hours.',
        'La cantidad de trabajo que recibo se puede realizar dentro de mi jornada.',
      ],
      { factor: 'workload' },
    ),
    likert(
      'psychosocial',
      [
        'Com frequência trabalho sob pressão excessiva por prazos.',
        'I often work under excessive deadline pressure.',
        'Con frecuencia trabajo bajo una presión excesiva por los plazos.',
      ],
      { factor: 'workload', reversed: true },
    ),
    likert(
      'psychosocial',
      [
        'Tenho autonomia para decidir como realizar o meu trabalho.',
        'I have the autonomy to decide how I do my work.',
        'Tengo autonomía para decidir cómo realizo mi trabajo.',
      ],
      { factor: 'autonomy' },
    ),
    likert(
      'psychosocial',
      [
        'Sei exatamente o que se espera de mim no meu trabalho.',
        'I know exactly what is expected of me at work.',
        'Sé exactamente lo que se espera de mí en mi trabajo.',
      ],
      { factor: 'role_clarity' },
    ),
    likert(
      'psychosocial',
      [
        'Quando preciso, recebo ajuda dos colegas e da liderança.',
        'When I need it, I get help from my colleagues and my leader.',
        'Cuando lo necesito, recibo ayuda de mis compañeros y de mi líder.',
      ],
      { factor: 'support' },
    ),
    likert(
      'psychosocial',
      [
        'O esforço que dedico ao trabalho é valorizado pela empresa.',
        'The effort I put into my work is valued by the company.',
        'La empresa valora el esfuerzo que dedico a mi trabajo.',
      ],
      { factor: 'recognition' },
    ),
    likert(
      'psychosocial',
      [
        'Nos últimos 12 meses, presenciei ou sofri assédio moral ou sexual no trabalho.',
        'In the last 12 months, I have witnessed or suffered bullying or sexual harassment at work.',
        'En los últimos 12 meses, he presenciado o sufrido acoso laboral o sexual en el trabajo.',
      ],
      { factor: 'harassment', reversed: true },
    ),
    likert(
      'psychosocial',
      [
        'Confio que uma denúncia de assédio seria tratada com seriedade e sem retaliação.',
        'I trust that a harassment complaint would be handled seriously and without retaliation.',
        'Confío en que una denuncia de acoso se trataría con seriedad y sin represalias.',
      ],
      { factor: 'harassment' },
    ),
    likert(
      'psychosocial',
      [
        'As mudanças na empresa são planejadas e comunicadas com antecedência.',
        'Changes at the company are planned and announced in advance.',
        'Los cambios en la empresa se planifican y se comunican con antelación.',
      ],
      { factor: 'change' },
    ),
    likert(
      'psychosocial',
      [
        'Os conflitos na minha equipe são resolvidos de forma respeitosa.',
        'Conflicts in my team are resolved respectfully.',
        'Los conflictos en mi equipo se resuelven de forma respetuosa.',
      ],
      { factor: 'relationships' },
    ),
    likert('purpose', [
      'Meu trabalho tem um propósito que considero importante.',
      'My work has a purpose I consider important.',
      'Mi trabajo tiene un propósito que considero importante.',
    ]),
    likert('purpose', [
      'Entendo como o meu trabalho contribui para os resultados da empresa.',
      "I understand how my work contributes to the company's results.",
      'Entiendo cómo mi trabajo contribuye a los resultados de la empresa.',
    ]),
    likert('purpose', [
      'Os valores da empresa estão alinhados com os meus valores pessoais.',
      "The company's values match my personal values.",
      'Los valores de la empresa están alineados con mis valores personales.',
    ]),
    likert('relationships', [
      'Tenho um bom relacionamento com os colegas da minha equipe.',
      'I get on well with the colleagues on my team.',
      'Tengo una buena relación con los compañeros de mi equipo.',
    ]),
    likert('relationships', [
      'Posso contar com a colaboração de outras áreas quando preciso.',
      'I can count on other departments to cooperate when I need them.',
      'Puedo contar con la colaboración de otras áreas cuando lo necesito.',
    ]),
    likert('relationships', [
      'Aqui as pessoas são respeitadas independentemente de gênero, raça, idade ou orientação sexual.',
      'People here are respected regardless of gender, race, age or sexual orientation.',
      'Aquí se respeta a las personas independientemente de su género, raza, edad u orientación sexual.',
    ]),
    ask('open', [
      'O que a empresa faz de melhor e deveria continuar fazendo?',
      'What does the company do best that it should keep doing?',
      '¿Qué hace mejor la empresa y debería seguir haciendo?',
    ]),
    ask('open', [
      'O que você mudaria para tornar a empresa um lugar melhor para trabalhar?',
      'What would you change to make the company a better place to work?',
      '¿Qué cambiarías para que la empresa sea un mejor lugar para trabajar?',
    ]),
  ];
}
