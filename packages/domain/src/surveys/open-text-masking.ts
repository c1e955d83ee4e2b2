import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { Cpf } from '../kernel/br/cpf';
import { NAME_CONNECTIVES } from '../kernel/br/full-name';
import type { SurveyResponse } from './survey-response';

/** The tokens that stand in a stored open answer for what was masked (docs/reports.md#comments). */
export const OPEN_TEXT_MASKS = {
  email: '[e-mail]',
  phone: '[telefone]',
  cpf: '[CPF]',
  name: '[nome]',
} as const;

/** An e-mail address inside a text: a local part, `@`, and a domain of at least two labels. */
const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** A CPF inside a text, with or without its punctuation (`529.982.247-25`, `52998224725`), not inside a number. */
const CPF_IN_TEXT = /(?<![\d.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-]|\.\d)/g;

/** A word of a text: letters (and combining marks), with apostrophes or hyphens inside. */
const WORD_IN_TEXT = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** A word as names are compared: without accents, in lower case (`Álvaro` → `alvaro`). */
export function foldedWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The names of a company's employees as {@link maskOpenText} looks for them: by the folded first word, the folded
 * words of each name that starts with it (connectives left out).
 */
export type EmployeeNameIndex = ReadonlyMap<string, ReadonlyArray<ReadonlySet<string>>>;

/**
 * The {@link EmployeeNameIndex} of `names` (full names and social names, as stored: at least two words, connectives
 * `da, das, de, do, dos, e` in lower case between them).
 */
export function employeeNameIndex(names: Iterable<string>): EmployeeNameIndex {
  const index = new Map<string, Array<ReadonlySet<string>>>();
  for (const name of names) {
    const words = (name.match(WORD_IN_TEXT) ?? []).map(foldedWord).filter((w) => !NAME_CONNECTIVES.has(w));
    const [first, ...rest] = words;
    if (first === undefined || rest.length === 0) continue;
    const known = index.get(first) ?? [];
    known.push(new Set(rest));
    index.set(first, known);
  }
  return index;
}

/** A word of a text and where it is. */
interface WordAt {
  readonly folded: string;
  readonly start: number;
  readonly end: number;
}

/**
 * How many words after `words[i]` continue a name of `others` (the words after the given name): each a word of
 * the name, or a connective followed by one, separated by white space only.
 */
function nameLength(text: string, words: readonly WordAt[], i: number, others: ReadonlySet<string>): number {
  let last = i;
  for (let j = i + 1; j < words.length; j++) {
    const word = words[j] as WordAt;
    if (!/^\s+$/u.test(text.slice((words[j - 1] as WordAt).end, word.start))) break;
    if (others.has(word.folded)) last = j;
    else if (!NAME_CONNECTIVES.has(word.folded)) break;
  }
  return last - i;
}

/** `text` with every run of words that names an employee of `names` (given name then other names) replaced. */
function maskNames(text: string, names: EmployeeNameIndex): string {
  const words: WordAt[] = [...text.matchAll(WORD_IN_TEXT)].map((m) => ({
    folded: foldedWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  let masked = '';
  let copied = 0;
  for (let i = 0; i < words.length; i++) {
    const candidates = names.get((words[i] as WordAt).folded) ?? [];
    const length = Math.max(0, ...candidates.map((others) => nameLength(text, words, i, others)));
    if (length === 0) continue;
    masked += text.slice(copied, (words[i] as WordAt).start) + OPEN_TEXT_MASKS.name;
    copied = (words[i + length] as WordAt).end;
    i += length;
  }
  return masked + text.slice(copied);
}

/** `text` with every Brazilian phone number libphonenumber finds in it (with or without +55) replaced. */
function maskPhones(text: string): string {
  let masked = '';
  let copied = 0;
  for (const found of findPhoneNumbersInText(text, { defaultCountry: 'BR' })) {
    masked += text.slice(copied, found.startsAt) + OPEN_TEXT_MASKS.phone;
    copied = found.endsAt;
  }
  return masked + text.slice(copied);
}

/**
 * An open answer as it is stored for reading (docs/reports.md#comments): e-mail addresses become `[e-mail]`, CPFs
 * with or without punctuation whose check digits hold `[CPF]`, phone numbers (Brazilian by default, any written
 * with a country code; libphonenumber's full metadata, valid numbers only) `[telefone]`, and a company employee's
 * name, from the index of `names`, `[nome]`: the given name followed by one or more of the person's other names
 * (`Maria Souza`, `Maria Aparecida Souza`, `maria da souza`), accents and letter case aside. A given name alone is
 * kept: it names no one among namesakes, and many are ordinary words. Masks in that order, so the digits of an
 * e-mail are not read as a phone.
 */
export function maskOpenText(text: string, names: EmployeeNameIndex): string {
  const withoutEmails = text.replace(EMAIL_IN_TEXT, OPEN_TEXT_MASKS.email);
  const withoutCpfs = withoutEmails.replace(CPF_IN_TEXT, (found) => {
    const digits = found.replace(/\D/g, '');
    return /^(\d)\1{10}$/.test(digits) || !Cpf.checkDigitsHold(digits) ? found : OPEN_TEXT_MASKS.cpf;
  });
  return maskNames(maskPhones(withoutCpfs), names);
}

/**
 * `response` as it is stored: its open answers masked by {@link maskOpenText} with the names `namesOf` gives (read
 * only when the response has an open answer: a company's names are many).
 */
export async function withMaskedOpenAnswers(
  response: SurveyResponse,
  namesOf: () => Promise<EmployeeNameIndex>,
): Promise<SurveyResponse> {
  if (!response.answers.some((answer) => typeof answer.value === 'string')) return response;
  const names = await namesOf();
  const answers = response.answers.map((answer) =>
    typeof answer.value === 'string' ? { ...answer, value: maskOpenText(answer.value, names) } : answer,
  );
  return { ...response, answers };
}
