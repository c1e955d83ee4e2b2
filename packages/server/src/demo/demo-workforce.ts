import { Cpf, type DateBR } from '@employee/domain';
import { seededStream } from './seeded-stream';

/** One person of the demo company, as the API's create would take them (`dd/mm/yyyy` dates). */
export interface DemoPerson {
  readonly name: string;
  readonly document: string;
  readonly birthdate: string;
  readonly hiringDate: string;
  readonly departamento: string;
  readonly unidade: string;
}

/**
 * The demo company's departments and head counts: five of 17 to 45 people and one of 3 (`Jurídico`), too small
 * for any report to show (docs/reports.md#anonymity).
 */
export const DEMO_DEPARTMENTS: readonly (readonly [name: string, size: number])[] = [
  ['Operações', 45],
  ['Vendas', 35],
  ['Tecnologia', 30],
  ['Financeiro', 20],
  ['Pessoas e Cultura', 17],
  ['Jurídico', 3],
];

/** How many people the demo company employs (150). */
export const DEMO_WORKFORCE_SIZE = DEMO_DEPARTMENTS.reduce((sum, [, size]) => sum + size, 0);

const SITES = ['Matriz', 'Matriz', 'Campinas', 'Recife'];
const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa',
  'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Thiago', 'Vitória', 'Wagner', 'Yasmin', 'Lucas',
  'Beatriz', 'Caio', 'Fernanda', 'Gustavo', 'Helena', 'Igor', 'Juliana', 'Leonardo', 'Mariana',
]; // prettier-ignore
const SURNAMES = [
  'Almeida', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Farias', 'Gomes', 'Haddad', 'Ibrahim', 'Justino', 'Lima',
  'Moura', 'Nogueira', 'Oliveira', 'Pacheco', 'Queiroz', 'Ramos', 'Teixeira', 'Uchoa', 'Vasconcelos', 'Xavier',
  'Zanetti', 'Rocha',
]; // prettier-ignore

/** Digit runs the README's examples search for: no demo CPF contains them (docs/walk-through.md). */
const SEARCHED_IN_THE_DOCS = ['98765', '99876'];

/** `today` minus `days` days, `dd/mm/yyyy`. */
function daysBefore(today: DateBR, days: number): string {
  const day = new Date(`${today.toIso()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  const iso = day.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * The valid CPF of the `index`-th demo person: 9-digit bases below 100,000,000 (a leading 0), which the tests'
 * `uniqueCpf` never makes, none holding a digit run the docs search for.
 */
function demoCpf(index: number): string {
  for (let base = 1_000_000 + index * 104_729; ; base += 1) {
    const digits = String(base).padStart(9, '0');
    const cpf = `${digits}${Cpf.checkDigitsFor(digits)}`;
    if (!SEARCHED_IN_THE_DOCS.some((run) => cpf.includes(run))) return cpf;
  }
}

/**
 * The demo company's 150 people, the same on every first start but for their dates, counted back from `today`:
 * full names without e-mail or phone (those are unique across companies: nothing a user types can collide), valid
 * CPFs, ages 20 to 60, tenures from a few weeks to 15 years (every tenure band), a `departamento` of
 * {@link DEMO_DEPARTMENTS} and a `unidade`. Source: docs/reports.md#demo-data.
 */
export function demoWorkforce(today: DateBR): DemoPerson[] {
  const random = seededStream('demo-workforce');
  let index = 0;
  return DEMO_DEPARTMENTS.flatMap(([departamento, size]) =>
    Array.from({ length: size }, (): DemoPerson => {
      const i = index++;
      const age = 20 + Math.floor(random() * 41);
      const tenureDays = Math.floor(random() ** 2 * Math.min(15, age - 18) * 365) + 20;
      return {
        // two different surnames: the second is 1 to 5 places after the first
        name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]} ${
          SURNAMES[(i * 7 + 1 + (i % 5)) % SURNAMES.length]
        }`,
        document: demoCpf(i),
        birthdate: daysBefore(today, age * 365 + Math.floor(random() * 365)),
        hiringDate: daysBefore(today, tenureDays),
        departamento,
        unidade: SITES[i % SITES.length] as string,
      };
    }),
  );
}
