import { describe, expect, it } from '@jest/globals';
import { SETTLE_LOCKED_EMPLOYEES } from '../src/directory/typeorm-employees.sql';

describe('the settlement statements derived from SOFT_DELETE_EFFECTS', () => {
  // The texts other code depends on: the fault test packages/server/test/settlement-crash.e2e.spec.ts waits on
  // 'DELETE FROM campaign_links%' after the field values' DELETE, and docs/persistence.md quotes them.
  it('removes the field values, then the campaign links, then sets deleted_at and clears firing_settles_at', () => {
    expect(SETTLE_LOCKED_EMPLOYEES).toEqual({
      removals: [
        'DELETE FROM employee_field_values WHERE employee_id = ANY($1::uuid[])',
        'DELETE FROM campaign_links WHERE employee_id = ANY($1::uuid[])',
      ],
      update:
        'UPDATE employees SET deleted_at = $2, firing_settles_at = NULL, version = version + 1 ' +
        'WHERE id = ANY($1::uuid[]) RETURNING id, company_id AS "companyId", version',
    });
  });
});
