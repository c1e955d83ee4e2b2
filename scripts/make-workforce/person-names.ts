import type { Faker } from '@faker-js/faker';

/** A word of a name as the service accepts it: an upper-case start, then letters, with ' or - inside. */
const NAME_WORD = /^\p{Lu}\p{M}*(?:\p{L}\p{M}*)*(?:['’-]\p{L}\p{M}*(?:\p{L}\p{M}*)*)*$/u;

/** Surnames that often follow a lower-case connective in Brazil ("Maria da Silva", "João dos Santos"). */
const CONNECTIVES: Readonly<Record<string, string>> = {
  Silva: 'da',
  Costa: 'da',
  Santos: 'dos',
  Reis: 'dos',
  Oliveira: 'de',
  Souza: 'de',
  Moraes: 'de',
  Melo: 'de',
  Carvalho: 'de',
  Barros: 'de',
  Albuquerque: 'de',
  Macedo: 'de',
};

/** One person's names: `socialName` is '' for most people. */
export interface PersonName {
  readonly name: string;
  readonly socialName: string;
  /** Lower-case ASCII `first.last`, the stem of the person's e-mail address. */
  readonly emailStem: string;
}

function asciiLower(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The names of `list` whose every word the service accepts as a word of a name. */
function validNames(list: readonly string[] | undefined, what: string): readonly string[] {
  const names = (list ?? []).filter((entry) => entry.split(' ').every((word) => NAME_WORD.test(word)));
  if (names.length === 0) throw new Error(`faker's locale has no usable ${what}`);
  return names;
}

/**
 * Makes pt_BR full names from faker's lists of first names and surnames (once filtered of any entry the
 * service would refuse): one first name (which may be compound, "Ana Júlia"), one or two surnames,
 * sometimes a connective before the last ("Pedro Henrique Braga dos Santos"). About `socialNameShare` of
 * the people also get a social name: a first name of the other sex with the same surnames.
 */
export class PersonNames {
  private readonly firstNames: Readonly<Record<'female' | 'male', readonly string[]>>;
  private readonly lastNames: readonly string[];
  /** {@link asciiLower} of each name word met so far: the lists are short, the files long. */
  private readonly ascii = new Map<string, string>();

  constructor(
    private readonly faker: Faker,
    private readonly socialNameShare: number,
  ) {
    const { first_name: first, last_name: last } = faker.definitions.person;
    this.firstNames = {
      female: validNames(first.female, 'female first names'),
      male: validNames(first.male, 'male first names'),
    };
    this.lastNames = validNames(last.generic, 'surnames');
  }

  /** The next person's names. */
  next(): PersonName {
    const { faker } = this;
    const sex = faker.datatype.boolean() ? 'female' : 'male';
    const first = faker.helpers.arrayElement(this.firstNames[sex]);
    const surnames = this.surnames();
    const name = `${first} ${surnames}`;
    const socialName = faker.datatype.boolean(this.socialNameShare)
      ? `${faker.helpers.arrayElement(this.firstNames[sex === 'female' ? 'male' : 'female'])} ${surnames}`
      : '';
    const last = surnames.slice(surnames.lastIndexOf(' ') + 1);
    const emailStem = `${this.asciiLower(first.split(' ')[0] ?? first)}.${this.asciiLower(last)}`;
    return { name, socialName, emailStem };
  }

  private asciiLower(word: string): string {
    let ascii = this.ascii.get(word);
    if (ascii === undefined) {
      ascii = asciiLower(word);
      this.ascii.set(word, ascii);
    }
    return ascii;
  }

  private surnames(): string {
    const last = this.faker.helpers.arrayElement(this.lastNames);
    const connective = CONNECTIVES[last];
    const withConnective =
      connective !== undefined && this.faker.datatype.boolean(0.3) ? `${connective} ${last}` : last;
    if (this.faker.datatype.boolean(0.4)) return withConnective;
    const middle = this.faker.helpers.arrayElement(this.lastNames);
    return middle === last ? withConnective : `${middle} ${withConnective}`;
  }
}
