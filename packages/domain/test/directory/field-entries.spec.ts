import { type Filter, MAX_FIELD_ENTRIES, resolveFieldEntries, ValidationError, Violations } from '@employee/domain';
import { aFilter } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

const COMPANY = '00000000-0000-4000-8000-0000000000c0';
const department = aFilter().of(COMPANY).withId('11111111-1111-4111-8111-111111111111').withKey('department').build();
const site = aFilter()
  .of(COMPANY)
  .withId('22222222-2222-4222-8222-222222222222')
  .withKey('site')
  .withDefault('Matriz')
  .build();
const costCenter = aFilter()
  .of(COMPANY)
  .withId('33333333-3333-4333-8333-333333333333')
  .withKey('cost_center')
  .required()
  .build();
const team = aFilter()
  .of(COMPANY)
  .withId('44444444-4444-4444-8444-444444444444')
  .withKey('team')
  .required()
  .withDefault('Geral')
  .build();
const blankDefault = aFilter()
  .of(COMPANY)
  .withId('55555555-5555-4555-8555-555555555555')
  .withKey('shift')
  .withDefault('')
  .build();
const deleted = aFilter()
  .of(COMPANY)
  .withId('66666666-6666-4666-8666-666666666666')
  .withKey('old_area')
  .inactive()
  .build();

/** The company's active filters, as `Filters.activeOfCompany` returns them (deactivated ones left out). */
const ACTIVE: readonly Filter[] = [department, site, costCenter, team, blankDefault];
const OPTIONAL_ONLY: readonly Filter[] = [department, site, blankDefault];

interface Outcome {
  readonly values: ReturnType<typeof resolveFieldEntries>;
  /** `{fields: [codes]}` (empty when nothing was recorded). */
  readonly codes: Record<string, string[]>;
  readonly messages: string[];
}

function resolve(raw: unknown, filters: readonly Filter[] = ACTIVE): Outcome {
  const violations = new Violations();
  const values = resolveFieldEntries(raw, filters, violations);
  try {
    violations.throwIfAny('EMPLOYEE.INVALID');
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const codes = Object.fromEntries(Object.entries(error.violations).map(([f, list]) => [f, list.map((v) => v.code)]));
    return { values, codes, messages: Object.values(error.errors).flat() };
  }
  return { values, codes: {}, messages: [] };
}

const required = [
  { key: 'cost_center', value: 'CC-42' },
  { key: 'team', value: 'Backend' },
];

describe('resolveFieldEntries', () => {
  describe('accepts', () => {
    it('the key shape, in request order', () => {
      const outcome = resolve([{ key: 'department', value: 'Vendas' }, ...required]);
      expect(outcome.codes).toEqual({});
      expect(outcome.values).toEqual([
        { filterId: department.id, key: 'department', value: 'Vendas' },
        { filterId: costCenter.id, key: 'cost_center', value: 'CC-42' },
        { filterId: team.id, key: 'team', value: 'Backend' },
      ]);
    });

    it('the id shape', () => {
      const outcome = resolve([
        { id: team.id, value: 'Backend' },
        { id: site.id, value: 'Campinas' },
        { id: costCenter.id, value: 'CC-42' },
      ]);
      expect(outcome.codes).toEqual({});
      expect(outcome.values).toEqual([
        { filterId: team.id, key: 'team', value: 'Backend' },
        { filterId: site.id, key: 'site', value: 'Campinas' },
        { filterId: costCenter.id, key: 'cost_center', value: 'CC-42' },
      ]);
    });

    it('an empty list when no filter is required', () => {
      expect(resolve([], OPTIONAL_ONLY)).toEqual({ values: [], codes: {}, messages: [] });
      expect(resolve([], [])).toEqual({ values: [], codes: {}, messages: [] });
    });

    it('an empty value takes the filter’s default_value', () => {
      const outcome = resolve([
        { key: 'site', value: '' },
        { key: 'cost_center', value: 'CC-1' },
        { key: 'team', value: '' },
      ]);
      expect(outcome.codes).toEqual({});
      expect(outcome.values).toEqual([
        { filterId: site.id, key: 'site', value: 'Matriz' },
        { filterId: costCenter.id, key: 'cost_center', value: 'CC-1' },
        { filterId: team.id, key: 'team', value: 'Geral' },
      ]);
    });

    it('an empty value without a default (null or "") on an optional filter drops the entry', () => {
      const outcome = resolve(
        [
          { key: 'department', value: '' },
          { key: 'shift', value: '' },
          { key: 'site', value: 'Sede' },
        ],
        OPTIONAL_ONLY,
      );
      expect(outcome.codes).toEqual({});
      expect(outcome.values).toEqual([{ filterId: site.id, key: 'site', value: 'Sede' }]);
    });

    it('a value of white space only counts as empty: the default applies, or the entry is dropped', () => {
      const blank = ' \t\n\u00a0\u3000';
      expect(
        resolve(
          [
            { key: 'site', value: ' ' },
            { key: 'department', value: blank },
          ],
          OPTIONAL_ONLY,
        ).values,
      ).toEqual([{ filterId: site.id, key: 'site', value: 'Matriz' }]);
      expect(
        resolve([
          { key: 'cost_center', value: 'CC-1' },
          { key: 'team', value: blank },
        ]).values,
      ).toEqual([
        { filterId: costCenter.id, key: 'cost_center', value: 'CC-1' },
        { filterId: team.id, key: 'team', value: 'Geral' },
      ]);
    });

    it('a value with text around white space is kept as sent', () => {
      expect(resolve([{ key: 'site', value: ' Sede ' }], OPTIONAL_ONLY).values).toEqual([
        { filterId: site.id, key: 'site', value: ' Sede ' },
      ]);
    });

    it('a stored default of white space only counts as no default', () => {
      const spaces = aFilter()
        .of(COMPANY)
        .withId('77777777-7777-4777-8777-777777777777')
        .withKey('floor')
        .withDefault('   ')
        .build();
      expect(resolve([{ key: 'floor', value: '' }], [spaces]).values).toEqual([]);
      const required = aFilter()
        .of(COMPANY)
        .withId('88888888-8888-4888-8888-888888888888')
        .withKey('floor')
        .required()
        .withDefault(' ')
        .build();
      expect(resolve([{ key: 'floor', value: ' ' }], [required]).codes).toEqual({ fields: ['FIELDS.REQUIRED_EMPTY'] });
    });

    it('extra members of an entry are ignored', () => {
      expect(resolve([{ key: 'site', value: 'Sede', name: 'x', is_required: true }], OPTIONAL_ONLY).values).toEqual([
        { filterId: site.id, key: 'site', value: 'Sede' },
      ]);
    });

    it(`exactly ${MAX_FIELD_ENTRIES} entries`, () => {
      const many = Array.from({ length: MAX_FIELD_ENTRIES }, (_, i) =>
        aFilter().of(COMPANY).withId(`m${i}`).withKey(`k${i}`).build(),
      );
      const outcome = resolve(
        many.map((f) => ({ key: f.key, value: f.id })),
        many,
      );
      expect(outcome.codes).toEqual({});
      expect(outcome.values).toHaveLength(MAX_FIELD_ENTRIES);
      expect(outcome.values?.[99]).toEqual({ filterId: 'm99', key: 'k99', value: 'm99' });
    });
  });

  describe('rejects, on fields', () => {
    it('mixing the id and key shapes', () => {
      const outcome = resolve([
        { id: costCenter.id, value: 'CC-1' },
        { key: 'team', value: 'Backend' },
      ]);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.MIXED_SHAPES'] });
      expect(outcome.values).toBeUndefined();
    });

    it('an unknown key or id', () => {
      expect(resolve([{ key: 'salary', value: '1' }, ...required]).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
      const unknownId = resolve([
        { id: '99999999-9999-4999-8999-999999999999', value: '1' },
        { id: costCenter.id, value: 'CC-1' },
        { id: team.id, value: 'T' },
      ]);
      expect(unknownId.codes).toEqual({ fields: ['FIELDS.UNKNOWN_FILTER'] });
      expect(unknownId.values).toBeUndefined();
    });

    it('a key used as an id, or an id used as a key', () => {
      expect(resolve([{ id: 'department', value: 'x' }], OPTIONAL_ONLY).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
      expect(resolve([{ key: department.id, value: 'x' }], OPTIONAL_ONLY).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
    });

    it('keys are matched exactly (case-sensitive)', () => {
      expect(resolve([{ key: 'Department', value: 'x' }], OPTIONAL_ONLY).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
    });

    it('a filter that is not active is unknown, by key and by id, even when passed in', () => {
      expect(deleted.active).toBe(false);
      const withDeleted = [...OPTIONAL_ONLY, deleted];
      expect(resolve([{ key: 'old_area', value: 'x' }], withDeleted).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
      expect(resolve([{ id: deleted.id, value: 'x' }], withDeleted).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
    });

    it('a filter of another company (not among the active filters) is unknown', () => {
      const other = aFilter().of('00000000-0000-4000-8000-0000000000ff').withKey('department').build();
      expect(resolve([{ id: other.id, value: 'x' }], OPTIONAL_ONLY).codes).toEqual({
        fields: ['FIELDS.UNKNOWN_FILTER'],
      });
    });

    it('a repeated filter, by key or by id', () => {
      const byKey = resolve(
        [
          { key: 'site', value: 'A' },
          { key: 'site', value: 'B' },
        ],
        OPTIONAL_ONLY,
      );
      expect(byKey.codes).toEqual({ fields: ['FIELDS.REPEATED_FILTER'] });
      expect(byKey.messages.join(' ')).toContain('site');
      expect(byKey.values).toBeUndefined();
      expect(
        resolve(
          [
            { id: site.id, value: 'A' },
            { id: site.id, value: '' },
          ],
          OPTIONAL_ONLY,
        ).codes,
      ).toEqual({
        fields: ['FIELDS.REPEATED_FILTER'],
      });
    });

    it('a missing required filter, naming its key', () => {
      const outcome = resolve([{ key: 'team', value: 'Backend' }]);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.REQUIRED_MISSING'] });
      expect(outcome.messages).toHaveLength(1);
      expect(outcome.messages[0]).toContain('cost_center');
      expect(outcome.messages[0]).not.toContain('team');
      expect(outcome.values).toBeUndefined();
    });

    it('all missing required filters in one message', () => {
      const outcome = resolve([]);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.REQUIRED_MISSING'] });
      expect(outcome.messages[0]).toContain('cost_center');
      expect(outcome.messages[0]).toContain('team');
    });

    it('an empty value on a required filter without default', () => {
      const outcome = resolve([
        { key: 'cost_center', value: '' },
        { key: 'team', value: 'Backend' },
      ]);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.REQUIRED_EMPTY'] });
      expect(outcome.messages.join(' ')).toContain('cost_center');
      expect(outcome.values).toBeUndefined();
    });

    it('a value of white space only on a required filter without default', () => {
      const outcome = resolve([
        { key: 'cost_center', value: '  \t ' },
        { key: 'team', value: 'Backend' },
      ]);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.REQUIRED_EMPTY'] });
      expect(outcome.messages.join(' ')).toContain('cost_center');
    });

    it.each<[unknown, string]>([
      [{ id: department.id, key: 'department', value: 'x' }, 'both id and key'],
      [{ value: 'x' }, 'neither id nor key'],
      [{ key: 7, value: 'x' }, 'a number as key'],
      [{ id: null, value: 'x' }, 'a null id'],
      ['department=x', 'a string'],
      [null, 'null'],
      [42, 'a number'],
      [['department', 'x'], 'an array'],
    ])('the entry %p (%s) with FIELDS.ENTRY_SHAPE', (entry, _what) => {
      const outcome = resolve([entry], OPTIONAL_ONLY);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.ENTRY_SHAPE'] });
      expect(outcome.values).toBeUndefined();
    });

    it.each<[unknown, string]>([
      [{ key: 'department' }, 'no value'],
      [{ key: 'department', value: null }, 'a null value'],
      [{ key: 'department', value: 5 }, 'a number'],
      [{ key: 'department', value: ['x'] }, 'an array'],
      [{ key: 'department', value: 'x'.repeat(1001) }, 'over 1000 characters'],
      [{ key: 'department', value: '😀'.repeat(1001) }, 'over 1000 characters outside the BMP'],
      [{ key: 'department', value: 'a\u0000b' }, 'a NUL byte'],
    ])('the entry %p (%s) with FIELDS.VALUE', (entry, _what) => {
      const outcome = resolve([entry], OPTIONAL_ONLY);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.VALUE'] });
      expect(outcome.values).toBeUndefined();
    });

    it('a value of exactly 1000 characters is fine', () => {
      expect(resolve([{ key: 'department', value: 'x'.repeat(1000) }], OPTIONAL_ONLY).values).toEqual([
        { filterId: department.id, key: 'department', value: 'x'.repeat(1000) },
      ]);
    });

    it(
      'a value of exactly 1000 characters outside the BMP (emoji: 2000 ' +
        'UTF-16 units) is fine, as JSON Schema counts',
      () => {
        const emoji = '😀'.repeat(999) + '𝐀';
        expect(emoji).toHaveLength(2000);
        expect(resolve([{ key: 'department', value: emoji }], OPTIONAL_ONLY).values).toEqual([
          { filterId: department.id, key: 'department', value: emoji },
        ]);
      },
    );

    it(`more than ${MAX_FIELD_ENTRIES} entries with FIELDS.TOO_MANY`, () => {
      const entries = Array.from({ length: MAX_FIELD_ENTRIES + 1 }, () => ({ key: 'site', value: 'x' }));
      const outcome = resolve(entries, OPTIONAL_ONLY);
      expect(outcome.codes).toEqual({ fields: ['FIELDS.TOO_MANY'] });
      expect(outcome.values).toBeUndefined();
    });

    it.each([{ department: 'x' }, 'department', null, 3, true])('%p (not an array) with FIELDS.NOT_AN_ARRAY', (raw) => {
      expect(resolve(raw, OPTIONAL_ONLY)).toMatchObject({
        values: undefined,
        codes: { fields: ['FIELDS.NOT_AN_ARRAY'] },
      });
    });

    it('reports different problems together, and leaves other fields’ violations alone', () => {
      const violations = new Violations();
      violations.add('name', 'NAME.WORD', 'bad name');
      const values = resolveFieldEntries(
        [
          { key: 'salary', value: '1' },
          { key: 'department', value: 5 },
          { key: 'team', value: 'A' },
          { key: 'team', value: 'B' },
        ],
        ACTIVE,
        violations,
      );
      expect(values).toBeUndefined();
      let error: unknown;
      try {
        violations.throwIfAny('EMPLOYEE.INVALID');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ValidationError);
      const codes = (error as ValidationError).violations;
      expect(codes.name?.map((v) => v.code)).toEqual(['NAME.WORD']);
      expect(codes.fields?.map((v) => v.code).sort()).toEqual(
        ['FIELDS.REPEATED_FILTER', 'FIELDS.REQUIRED_MISSING', 'FIELDS.UNKNOWN_FILTER', 'FIELDS.VALUE'].sort(),
      );
    });
  });

  describe('properties', () => {
    const optionalFilters = fc
      .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), { minLength: 1, maxLength: 8 })
      .chain((keys) =>
        fc.tuple(
          ...keys.map((key, i) =>
            fc
              .option(fc.oneof(fc.constant('  '), fc.string({ maxLength: 5 })), { nil: null })
              .map((def) => aFilter().of(COMPANY).withId(`f${i}`).withKey(key).withDefault(def).build()),
          ),
        ),
      );

    it(
      'each known, unrepeated entry resolves to its value, or the default when ' +
        'empty or blank, or is dropped; in order; by key or id alike',
      () => {
        fc.assert(
          fc.property(
            optionalFilters.chain((filters) =>
              fc.tuple(
                fc.constant(filters),
                fc.shuffledSubarray(filters).chain((chosen) =>
                  fc.tuple(
                    fc.constant(chosen),
                    fc.array(fc.oneof(fc.constant(''), fc.constantFrom(' ', '\t\n '), fc.string({ maxLength: 6 })), {
                      minLength: chosen.length,
                      maxLength: chosen.length,
                    }),
                  ),
                ),
              ),
            ),
            ([filters, [chosen, values]]) => {
              const expected = chosen.flatMap((f, i) => {
                const sent = values[i] ?? '';
                const value = sent.trim() !== '' ? sent : f.defaultValue;
                return value === null || value.trim() === '' ? [] : [{ filterId: f.id, key: f.key, value }];
              });
              const byKey = resolve(
                chosen.map((f, i) => ({ key: f.key, value: values[i] ?? '' })),
                filters,
              );
              const byId = resolve(
                chosen.map((f, i) => ({ id: f.id, value: values[i] ?? '' })),
                filters,
              );
              expect({ byKey, byId }).toEqual({
                byKey: { values: expected, codes: {}, messages: [] },
                byId: { values: expected, codes: {}, messages: [] },
              });
            },
          ),
          { numRuns: 1500 },
        );
      },
    );
  });
});
