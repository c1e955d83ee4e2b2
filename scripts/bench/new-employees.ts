import { BRAZILIAN_DDDS, BrazilianMobile, Cpf } from '@employee/domain';
import type { Client } from 'pg';

/** The e-mail domain of every employee the bench creates: the clean-up finds them by it. */
export const NEW_EMPLOYEE_DOMAIN = 'bench-new.example.com.br';

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João'];
const LAST_NAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Ferraz', 'Gomes', 'Honorato', 'Lima', 'Moura'];
const DDDS = [...BRAZILIAN_DDDS];

/** The unique values of one employee to create. */
export interface NewEmployee {
  readonly document: string;
  readonly phone: string;
  readonly email: string;
  readonly internalId: string;
  readonly name: string;
}

function randomDigits(count: number): string {
  return String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');
}

function randomCpf(): string | null {
  const base = randomDigits(9);
  const cpf = `${base}${Cpf.checkDigitsFor(base)}`;
  return /^(\d)\1{10}$/.test(cpf) ? null : cpf;
}

function randomMobile(): string | null {
  const ddd = DDDS[Math.floor(Math.random() * DDDS.length)];
  const phone = `+55${ddd}9${6 + Math.floor(Math.random() * 4)}${randomDigits(7)}`;
  try {
    return BrazilianMobile.create(phone).value;
  } catch {
    return null;
  }
}

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length] as T;
}

/**
 * `count` employees to create, valid for our server (CPF check digits, a mobile number libphonenumber
 * accepts, a capitalised full name), with documents, phones, e-mails and internal ids unique among them and
 * free in the database: candidates whose document or phone a visible employee holds are dropped. E-mails
 * are `bench.<runTag>.<n>@bench-new.example.com.br`.
 */
export async function makeNewEmployees(client: Client, count: number, runTag: string): Promise<NewEmployee[]> {
  const documents = new Set<string>();
  const phones = new Set<string>();
  while (documents.size < count * 1.05 + 10) {
    const cpf = randomCpf();
    if (cpf) documents.add(cpf);
  }
  while (phones.size < count * 1.05 + 10) {
    const phone = randomMobile();
    if (phone) phones.add(phone);
  }
  const taken = await client.query(
    'SELECT document AS value FROM employees WHERE deleted_at IS NULL AND document = ANY($1::text[]) ' +
      'UNION ALL SELECT phone FROM employees WHERE deleted_at IS NULL AND phone = ANY($2::text[])',
    [[...documents], [...phones]],
  );
  for (const { value } of taken.rows as Array<{ value: string }>) {
    documents.delete(value);
    phones.delete(value);
  }
  const freeDocuments = [...documents];
  const freePhones = [...phones];
  return Array.from({ length: Math.min(count, freeDocuments.length, freePhones.length) }, (_, n) => ({
    document: freeDocuments[n] as string,
    phone: freePhones[n] as string,
    email: `bench.${runTag}.${n}@${NEW_EMPLOYEE_DOMAIN}`,
    internalId: `BENCH-${runTag}-${n}`,
    name: `${pick(FIRST_NAMES, n)} ${pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length))}`,
  }));
}

/** The POST body creating `employee`, linked to the active campaigns, with a value for every filter. */
export function createBody(employee: NewEmployee, filterKeys: readonly string[]): string {
  return JSON.stringify({
    name: employee.name,
    document: employee.document,
    email: employee.email,
    phone: employee.phone,
    internal_id: employee.internalId,
    hiring_date: '01/03/2024',
    include_campaign: true,
    fields: filterKeys.map((key) => ({ key, value: 'Bench' })),
  });
}
