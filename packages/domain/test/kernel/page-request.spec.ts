import {
  DEFAULT_PER_PAGE,
  LIST_INVALID,
  MAX_PER_PAGE,
  offsetOf,
  pageOf,
  pageRequest,
  Violations,
} from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validationErrorOf, violationCodesOf } from './validation.helper';

describe('pageRequest', () => {
  it('defaults to page 1 of 10', () => {
    expect(pageRequest({})).toEqual({ page: 1, perPage: 10 });
    expect(DEFAULT_PER_PAGE).toBe(10);
    expect(MAX_PER_PAGE).toBe(100);
  });

  it('reads integers and decimal strings (query-string values)', () => {
    expect(pageRequest({ page: '2', perPage: '50' })).toEqual({ page: 2, perPage: 50 });
    expect(pageRequest({ page: 3, perPage: 100 })).toEqual({ page: 3, perPage: 100 });
    expect(pageRequest({ page: '1', perPage: '1' })).toEqual({ page: 1, perPage: 1 });
    expect(pageRequest({ page: 1_000_000 })).toEqual({ page: 1_000_000, perPage: 10 });
  });

  it.each([
    0,
    -1,
    '0',
    '-1',
    'abc',
    1.5,
    '1.5',
    '',
    ' 2',
    '2 ',
    '+2',
    '1e3',
    null,
    true,
    ['2', '3'],
    Number.NaN,
    Infinity,
    2 ** 60,
    '9999999999999999',
  ])('page %p is a violation on page', (page) => {
    expect(violationCodesOf(() => pageRequest({ page }))).toEqual({ page: ['PAGE.INVALID'] });
  });

  it('says the whole range of page, also past its maximum', () => {
    for (const page of [0, 1_000_000_000_000_000, '1000000000000000']) {
      expect(() => pageRequest({ page })).toThrow(
        expect.objectContaining({ errors: { page: ['must be an integer from 1 to 999999999999999'] } }),
      );
    }
    expect(pageRequest({ page: 999_999_999_999_999 }).page).toBe(999_999_999_999_999);
  });

  it.each([0, 101, '0', '101', -5, 'ten', 10.5, '', null, ['10']])(
    'per_page %p is a violation on per_page',
    (perPage) => {
      expect(violationCodesOf(() => pageRequest({ perPage: perPage }))).toEqual({ per_page: ['PER_PAGE.INVALID'] });
    },
  );

  it('reports both at once as LIST.INVALID, with a message each', () => {
    const error = validationErrorOf(() => pageRequest({ page: 0, perPage: 101 }));
    expect(error.code).toBe(LIST_INVALID);
    expect(error.code).toBe('LIST.INVALID');
    expect(Object.keys(error.violations).sort()).toEqual(['page', 'per_page']);
    expect(error.errors).toEqual({ page: [expect.any(String)], per_page: [expect.any(String)] });
  });

  it('adds to the violations it is given (e.g. an invalid search), reporting everything together', () => {
    const violations = new Violations();
    violations.add('search', 'SEARCH.TOO_LONG', 'must be at most 255 characters');
    expect(violationCodesOf(() => pageRequest({ page: 'x' }, violations))).toEqual({
      search: ['SEARCH.TOO_LONG'],
      page: ['PAGE.INVALID'],
    });
  });

  it('throws for earlier violations even when page and per_page are fine', () => {
    const violations = new Violations();
    violations.add('search', 'SEARCH.TOO_LONG', 'too long');
    expect(violationCodesOf(() => pageRequest({ page: 1 }, violations))).toEqual({ search: ['SEARCH.TOO_LONG'] });
  });

  it('accepts exactly page ≥ 1 and 1 ≤ per_page ≤ 100, as numbers or as their decimal strings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: -10, max: 200 }),
        fc.boolean(),
        (page, perPage, asText) => {
          const raw = asText ? { page: String(page), perPage: String(perPage) } : { page, perPage: perPage };
          const pageOk = page >= 1;
          const perPageOk = perPage >= 1 && perPage <= 100;
          if (pageOk && perPageOk) {
            expect(pageRequest(raw)).toEqual({ page, perPage });
          } else {
            const codes = violationCodesOf(() => pageRequest(raw));
            expect(Object.keys(codes).sort()).toEqual([
              ...(pageOk ? [] : ['page']),
              ...(perPageOk ? [] : ['per_page']),
            ]);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('pageOf and offsetOf', () => {
  it('computes the last page (at least 1) and the offset', () => {
    expect(pageOf([], 0, { page: 1, perPage: 10 })).toEqual({ items: [], total: 0, page: 1, perPage: 10, lastPage: 1 });
    expect(pageOf(['a'], 21, { page: 3, perPage: 10 }).lastPage).toBe(3);
    expect(pageOf([], 20, { page: 5, perPage: 10 }).lastPage).toBe(2);
    expect(offsetOf({ page: 1, perPage: 10 })).toBe(0);
    expect(offsetOf({ page: 3, perPage: 25 })).toBe(50);
  });

  it('every record of the total lies on exactly one page from 1 to lastPage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 100 }), (total, perPage) => {
        const { lastPage } = pageOf([], total, { page: 1, perPage });
        const pages = Array.from({ length: lastPage }, (_, i) => {
          const offset = offsetOf({ page: i + 1, perPage });
          return Math.max(0, Math.min(perPage, total - offset));
        });
        expect({
          sum: pages.reduce((a, b) => a + b, 0),
          lastPageHoldsRecords: total === 0 || (pages[lastPage - 1] ?? 0) > 0,
        }).toEqual({
          sum: total,
          lastPageHoldsRecords: true,
        });
      }),
      { numRuns: 1000 },
    );
  });
});
