import { CreateFilter, DeleteFilter, GetFilter, ListFilterChanges, ListFilters, UpdateFilter } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids, cursorSeal } = TOKENS;

/**
 * The filter capability: the use cases of `/v1/filters` and its changes feed (one by one and grouped for the router);
 * `CreateFilter` also serves the admin CLI's `filter create`.
 */
export const filtersModule = new ContainerModule(({ bind }) => {
  bind(ListFilters).toResolvedValue((...ports) => new ListFilters(...ports), [unitOfWork]);
  bind(CreateFilter).toResolvedValue((...ports) => new CreateFilter(...ports), [unitOfWork, clock, ids]);
  bind(GetFilter).toResolvedValue((...ports) => new GetFilter(...ports), [unitOfWork]);
  bind(UpdateFilter).toResolvedValue((...ports) => new UpdateFilter(...ports), [unitOfWork, clock]);
  bind(DeleteFilter).toResolvedValue((...ports) => new DeleteFilter(...ports), [unitOfWork, clock]);
  bind(ListFilterChanges).toResolvedValue((...ports) => new ListFilterChanges(...ports), [unitOfWork, cursorSeal]);
  bind(TOKENS.filterUseCases).toResolvedValue(
    (listFilters, createFilter, getFilter, updateFilter, deleteFilter, listFilterChanges) => ({
      listFilters,
      createFilter,
      getFilter,
      updateFilter,
      deleteFilter,
      listFilterChanges,
    }),
    [ListFilters, CreateFilter, GetFilter, UpdateFilter, DeleteFilter, ListFilterChanges],
  );
});
