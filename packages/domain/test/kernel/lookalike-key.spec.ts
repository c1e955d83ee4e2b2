import { describe, expect, it } from '@jest/globals';
import { lookalikeKey } from '../../src/kernel/lookalike-key';

/** The look-alike key of names unique by how they read (docs/access.md#profiles). */
describe('lookalikeKey', () => {
  const reader = lookalikeKey('Leitor de relatórios');

  it.each([
    ['a decomposed accent', 'Leitor de relato\u0301rios'],
    ['a Cyrillic о', 'Leit\u043er de relatórios'],
    ['Cyrillic е and о throughout', 'L\u0435it\u043er d\u0435 r\u0435lat\u00f3ri\u043es'],
    ['a Greek ο', 'Leit\u03bfr de relatórios'],
    ['a Cyrillic о under a combining accent', 'Leitor de relat\u043e\u0301rios'],
    ['full-width letters', '\uff2c\uff45\uff49\uff54\uff4f\uff52 de relatórios'],
    ['a double space and surrounding spaces', ' Leitor  de relatórios '],
    ['upper case', 'LEITOR DE RELATÓRIOS'],
    ['a digit zero for an o', 'Leit0r de relatórios'],
  ])('gives %s the key of the name it imitates', (_how, name) => {
    expect(lookalikeKey(name)).toBe(reader);
  });

  it.each([
    ['an accent left out', 'Leitor de relatorios'],
    ['another word', 'Leitora de relatórios'],
    ['a longer name', 'Leitor de relatórios financeiros'],
    ['spaces taken out', 'Leitorderelatórios'],
  ])('tells apart %s', (_how, name) => {
    expect(lookalikeKey(name)).not.toBe(reader);
  });

  it('maps look-alike sequences too (UTS #39: "m" reads as "rn")', () => {
    expect(lookalikeKey('Administrador')).toBe(lookalikeKey('Adrninistrador'));
  });
});
