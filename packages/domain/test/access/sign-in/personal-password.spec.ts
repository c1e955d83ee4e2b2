import {
  ValidationError,
  Violations,
  foldForComparison,
  personalWordsOf,
  refusePersonalPassword,
} from '@employee/domain';
import { describe, expect, it } from '@jest/globals';

const carla = { email: 'carla.dias@example.com', name: 'Carla Dias' };

/** What `refusePersonalPassword` records for `password` of `owner`: the 422's error, or `null` when it passed. */
function refusalOf(password: string, owner = carla): ValidationError | null {
  const violations = new Violations();
  const passed = refusePersonalPassword(violations, 'password', password, owner);
  try {
    violations.throwIfAny('SIGN_IN.INVALID');
    expect(passed).toBe(true);
    return null;
  } catch (error) {
    expect(passed).toBe(false);
    return error as ValidationError;
  }
}

/** The codes recorded under `password`. */
function codesOf(password: string, owner = carla): string[] {
  return (refusalOf(password, owner)?.violations['password'] ?? []).map((v) => v.code);
}

describe('refusePersonalPassword (docs/sign-in.md#passwords)', () => {
  it('folds letter case, accents, spaces and punctuation away before comparing', () => {
    expect(foldForComparison('Cárla_Dias 2026!')).toBe('carladias2026');
    expect(foldForComparison('ÉLOÏSE Ñandú')).toBe('eloisenandu');
    expect(foldForComparison('İSTANBUL')).toBe('istanbul');
  });

  it('takes the e-mail, its local part and its parts, the name and its words of 4 characters or more', () => {
    expect(personalWordsOf(carla).sort()).toEqual(['carla', 'carladias', 'carladiasexamplecom', 'dias'].sort());
    expect(personalWordsOf({ email: 'ana@example.com', name: 'Ana de Sá' }).sort()).toEqual(
      ['anadesa', 'anaexamplecom'].sort(),
    );
  });

  it.each([
    'carla.dias@example.com',
    'CARLA.DIAS-2026!',
    'minha senha é Cárla',
    'bom dia, sra. DÍAS',
    'Carla Dias para sempre',
  ])('refuses %p, which holds the e-mail or the name', (password) => {
    expect(codesOf(password)).toEqual(['PASSWORD.PERSONAL']);
  });

  it.each(['Dia de Carlos, 2026', 'correct horse battery', 'Carl e Diana no mar'])('accepts %p', (password) => {
    expect(codesOf(password)).toEqual([]);
  });

  it('ignores words shorter than 4 characters, but not the whole short name or e-mail', () => {
    const ana = { email: 'ana@example.com', name: 'Ana de Sá' };
    expect(codesOf('banana de sobremesa', ana)).toEqual([]);
    expect(codesOf('ana de sa para sempre', ana)).toEqual(['PASSWORD.PERSONAL']);
    expect(codesOf('ANA@EXAMPLE.COM 2026', ana)).toEqual(['PASSWORD.PERSONAL']);
  });

  it('never repeats the password, the e-mail or the name in its message', () => {
    const refusal = refusalOf('Carla Dias 2026!');
    expect(refusal?.errors).toEqual({ password: ['must not contain your e-mail address or your name'] });
    expect(JSON.stringify(refusal?.errors)).not.toMatch(/carla|dias|2026/i);
  });
});
