import { Filter, MAX_LONG_TEXT, MAX_SHORT_TEXT } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { violationCodesOf } from '../kernel/validation.helper';

const NOW = new Date('2026-11-22T13:00:00Z');
const EMOJI = '😀';

function filter(input: Record<string, unknown>): Filter {
  return Filter.create({
    ...input,
    id: '11111111-1111-4111-8111-111111111111',
    companyId: '00000000-0000-4000-8000-0000000000c0',
    now: NOW,
  });
}

describe('Filter default_value', () => {
  it.each(['', ' ', '\t\n ', '\u00a0'])('a blank default %j means no default: stored as null', (blank) => {
    expect(filter({ key: 'site', defaultValue: blank }).defaultValue).toBeNull();
  });

  it('a blank default on update removes the default, as null does', () => {
    const site = filter({ key: 'site', defaultValue: 'Matriz' });
    site.update({ defaultValue: '   ' }, NOW);
    expect(site.defaultValue).toBeNull();
  });

  it('a default with text is kept as sent, surrounding spaces included', () => {
    expect(filter({ key: 'site', defaultValue: ' Matriz ' }).defaultValue).toBe(' Matriz ');
  });

  it('a blank entry value takes the default; with no default it stays empty', () => {
    expect(filter({ key: 'site', defaultValue: 'Matriz' }).valueFor('  ')).toBe('Matriz');
    expect(filter({ key: 'site' }).valueFor(' \t')).toBeNull();
    expect(filter({ key: 'site', defaultValue: 'Matriz' }).valueFor(' Sede ')).toBe(' Sede ');
  });
});

describe('Filter length limits count characters (code points)', () => {
  it(`${MAX_LONG_TEXT} emoji are a valid default_value, one more is not`, () => {
    expect(filter({ key: 'site', defaultValue: EMOJI.repeat(MAX_LONG_TEXT) }).defaultValue).toBe(
      EMOJI.repeat(MAX_LONG_TEXT),
    );
    expect(violationCodesOf(() => filter({ key: 'site', defaultValue: EMOJI.repeat(MAX_LONG_TEXT + 1) }))).toEqual({
      default_value: ['TEXT.TOO_LONG'],
    });
  });

  it(`${MAX_SHORT_TEXT} emoji are a valid name, one more is not`, () => {
    expect(filter({ key: 'site', name: EMOJI.repeat(MAX_SHORT_TEXT) }).name).toBe(EMOJI.repeat(MAX_SHORT_TEXT));
    expect(violationCodesOf(() => filter({ key: 'site', name: EMOJI.repeat(MAX_SHORT_TEXT + 1) }))).toEqual({
      name: ['TEXT.TOO_LONG'],
    });
  });
});
