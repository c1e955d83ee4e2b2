import { LIST_INVALID, pageOfList, pageRequest, type ListPosition, type Page } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validationErrorOf } from './validation.helper';

/** Cursor paging of a list (docs/change-history.md#cursor-pages): the request, and the page of a whole list. */
describe('cursor pages', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
  /** `count` records, two per instant, ids ascending within one instant: already in list order. */
  const records = (count: number): ListPosition[] =>
    Array.from({ length: count }, (_, i) => ({
      createdAt: at(Math.floor(i / 2)),
      id: `id-${String(i).padStart(4, '0')}`,
    }));

  it('reads a cursor request: a position or null to start, and refuses page beside it', () => {
    const after = { createdAt: at(1), id: 'id-0003' };

    expect(pageRequest({ perPage: '5', after: null })).toEqual({ page: 1, perPage: 5, cursor: { after: null } });
    expect(pageRequest({ after })).toEqual({ page: 1, perPage: 10, cursor: { after } });
    expect(pageRequest({ page: '2' })).toEqual({ page: 2, perPage: 10 });
    const error = validationErrorOf(() => pageRequest({ page: '2', after }));
    expect([error.code, Object.keys(error.violations)]).toEqual([LIST_INVALID, ['page']]);
  });

  it('walks a whole list from the start along next: every record once, in order, with no total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 100 }), (count, perPage) => {
        const all = records(count);
        const walked: ListPosition[] = [];
        let after: ListPosition | null = null;
        for (;;) {
          const page: Page<ListPosition> = pageOfList(all, { page: 1, perPage, cursor: { after } });
          expect([page.total, page.lastPage, page.items.length <= perPage]).toEqual([null, null, true]);
          walked.push(...page.items);
          if (!page.next) break;
          after = page.next;
        }
        expect(walked).toEqual(all);
      }),
      { numRuns: 300 },
    );
  });
});
