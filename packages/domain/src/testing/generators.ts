import { BRAZILIAN_DDDS } from '../kernel/br/ddd';
import { Cpf } from '../kernel/br/cpf';

/** A small, fast, seedable PRNG (mulberry32) returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digits = (random: () => number, count: number): string =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** A valid CPF (11 digits, check digits holding, not a repeated-digit value) drawn from `random`. */
export function generateCpf(random: () => number = Math.random): string {
  for (;;) {
    const base = digits(random, 9);
    const cpf = `${base}${Cpf.checkDigitsFor(base)}`;
    if (!/^(\d)\1{10}$/.test(cpf)) return cpf;
  }
}

const DDDS = [...BRAZILIAN_DDDS];

/** A valid Brazilian mobile number in E.164 (`+55`, a real DDD, nine digits starting with 9). */
export function generateMobile(random: () => number = Math.random): string {
  const ddd = DDDS[Math.floor(random() * DDDS.length)] as string;
  return `+55${ddd}9${digits(random, 8)}`;
}

let sequence = 0;

/** A fresh number for values that must not repeat within a test process. */
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/** A CPF never returned before by this function in this process (valid, distinct). */
export function uniqueCpf(): string {
  for (;;) {
    const base = String(100_000_000 + ((nextSequence() * 7_919) % 899_999_999));
    const cpf = `${base}${Cpf.checkDigitsFor(base)}`;
    if (!/^(\d)\1{10}$/.test(cpf)) return cpf;
  }
}

/** A mobile number (E.164) never returned before by this function in this process. */
export function uniqueMobile(): string {
  return `+5511${String(900_000_000 + nextSequence()).padStart(9, '0')}`;
}

/** An e-mail address never returned before by this function in this process. */
export function uniqueEmail(): string {
  return `employee.${nextSequence()}@example.com.br`;
}
