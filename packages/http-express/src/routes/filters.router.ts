import type {
  CreateFilter,
  DeleteFilter,
  Filter,
  GetFilter,
  ListFilterChanges,
  ListFilters,
  UpdateFilter,
} from '@employee/domain';
import { toFilterView } from '@employee/wire';
import { Router } from 'express';
import { FilterBodyRequest, filterInputOf } from '../dto/filter-body.request';
import { changesRouter } from './changes.router';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/filters`. */
export interface FilterUseCases {
  readonly listFilters: ListFilters;
  readonly createFilter: CreateFilter;
  readonly getFilter: GetFilter;
  readonly updateFilter: UpdateFilter;
  readonly deleteFilter: DeleteFilter;
  readonly listFilterChanges: ListFilterChanges;
}

/**
 * `/v1/filters`: list the active filters, create, get, update, delete (deactivates the filter and removes
 * its employee values; 204). Source: docs/contract.md#filters. `GET /changes`: the filters' changes feed
 * (docs/change-history.md#the-changes-feeds), before `/:id`.
 */
export function filtersRouter(useCases: FilterUseCases, timeZone: string, publicBaseUrl: string | null): Router {
  const view = (filter: Filter) => toFilterView(filter, timeZone);
  const changes = changesRouter<Filter>({
    page: (companyId, query) => useCases.listFilterChanges.execute({ companyId, ...query }),
    property: 'filter',
    view,
    scope: 'filters:read',
  });
  const resource = resourceRouter<Filter, FilterBodyRequest, FilterBodyRequest>(
    {
      list: (companyId, { page, per_page }, after) =>
        useCases.listFilters.execute({ companyId, page, perPage: per_page, after }),
      create: (companyId, body, rejected) =>
        useCases.createFilter.execute({ ...filterInputOf(body), companyId, rejected }),
      get: (companyId, id) => useCases.getFilter.execute({ companyId, id }),
      update: (companyId, id, body, rejected, _principal, expectedVersion) =>
        useCases.updateFilter.execute({ ...filterInputOf(body), companyId, id, rejected, expectedVersion }),
      remove: (companyId, id, expectedVersion) => useCases.deleteFilter.execute({ companyId, id, expectedVersion }),
      versionOf: (filter) => filter.version,
      view,
      createBody: FilterBodyRequest,
      updateBody: FilterBodyRequest,
      scopes: { read: 'filters:read', write: 'filters:write' },
    },
    publicBaseUrl,
  );
  return Router().use(changes, resource);
}
