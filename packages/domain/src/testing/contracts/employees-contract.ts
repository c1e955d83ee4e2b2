import { describe } from '@jest/globals';
import { claimExpiredDeletionsContract } from './employees/claim-expired-deletions-contract';
import { clashesWithContract } from './employees/clashes-with-contract';
import { employeesContractKit } from './employees/employees-contract-kit';
import { holderOfContract } from './employees/holder-of-contract';
import { namesOfContract } from './employees/names-of-contract';
import { removeValuesOfFilterContract } from './employees/remove-values-of-filter-contract';
import { saveAndOfIdContract } from './employees/save-and-of-id-contract';
import { searchContract } from './employees/search-contract';
import { searchDeletedContract } from './employees/search-deleted-contract';
import { settleFiringsContract } from './employees/settle-firings-contract';
import { uniqueValuesContract } from './employees/unique-values-contract';
import { useHarness, type HarnessFactory } from './harness';

/**
 * The contract of the `Employees` port: round trips, unique values (`*.TAKEN`), `clashesWith`, `holderOf`, `search`
 * (scope, order, pagination, literal wildcards), `searchDeleted`, `settleFiringsDueBy` (exactly once, also
 * concurrently), `claimExpiredDeletions`, `removeValuesOfFilter` and
 * `namesOf`. Every adapter of the port runs it with a
 * fresh, empty storage per test. One file of `employees/` per block.
 */
export function employeesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Employees contract (${adapterName})`, () => {
    const kit = employeesContractKit(useHarness(makeHarness));
    saveAndOfIdContract(kit);
    uniqueValuesContract(kit);
    clashesWithContract(kit);
    holderOfContract(kit);
    searchContract(kit);
    searchDeletedContract(kit);
    settleFiringsContract(kit);
    claimExpiredDeletionsContract(kit);
    removeValuesOfFilterContract(kit);
    namesOfContract(kit);
  });
}
