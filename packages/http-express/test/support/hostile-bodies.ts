import fc from 'fast-check';

/** Generators of hostile request bodies, shared by the hostile-input suites (docs/house-rules.md#errors). */

/** Any JSON value, with the awkward cases weighted in: NUL bytes, prototype keys, numbers as strings, odd dates. */
export const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '31/02/2020',
    '00/00/0000',
    '99/99/9999',
    '1e3',
    '-0',
    'NaN',
    '__proto__',
    'x'.repeat(1500),
  ),
);
export const awkwardValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    awkwardString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
})).value;

/** A JSON object body over `fields` (sent as raw JSON text, so `__proto__` is a real own key). */
export const bodyOver = (fields: string[]) =>
  fc
    .tuple(fc.dictionary(fc.constantFrom(...fields), awkwardValue, { maxKeys: fields.length }), fc.boolean())
    .map(([body, withProto]) => {
      const text = JSON.stringify(body);
      return withProto ? text.replace('{', '{"__proto__":{"polluted":true},') : text;
    });
