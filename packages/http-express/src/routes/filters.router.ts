import {
  toFilterView,
  type CreateFilter,
  type DeleteFilter,
  type Filter,
  type GetFilter,
  type ListFilters,
  type UpdateFilter,
} from '@employee/domain';
import type { Router } from 'express';
import { FilterBodyRequest } from '../dto/filter-body.request';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/filters`. */
export interface FilterUseCases {
  readonly listFilters: ListFilters;
  readonly createFilter: CreateFilter;
  readonly getFilter: GetFilter;
  readonly updateFilter: UpdateFilter;
  readonly deleteFilter: DeleteFilter;
}

/**
 * `/v1/filters`: list the active filters, create, get, update, delete (deactivates the filter and removes
 * its employee values; 204). Source: spec, Filters; product decisions, Filters.
 */
export function filtersRouter(
  useCases: FilterUseCases,
  trial: Pick<FilterUseCases, 'createFilter' | 'updateFilter'>,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  return resourceRouter<Filter, FilterBodyRequest, FilterBodyRequest>(
    {
      trial: {
        create: (company_id, body) => trial.createFilter.execute({ ...body, company_id }),
        update: (company_id, id, body) => trial.updateFilter.execute({ ...body, company_id, id }),
      },
      list: (company_id, { page, per_page }) => useCases.listFilters.execute({ company_id, page, per_page }),
      create: (company_id, body) => useCases.createFilter.execute({ ...body, company_id }),
      get: (company_id, id) => useCases.getFilter.execute({ company_id, id }),
      update: (company_id, id, body) => useCases.updateFilter.execute({ ...body, company_id, id }),
      remove: (company_id, id) => useCases.deleteFilter.execute({ company_id, id }),
      view: (filter) => toFilterView(filter, timeZone),
      createBody: FilterBodyRequest,
      updateBody: FilterBodyRequest,
      scopes: { read: 'filters:read', write: 'filters:write' },
    },
    publicBaseUrl,
  );
}
