import { Filter } from '@employee/domain';
import { FilterRecord } from './filter.record';

/** `Filter` ↔ `filters` row. */
export const filterMapper = {
  toDomain(record: FilterRecord): Filter {
    return Filter.fromProps({
      id: record.id,
      companyId: record.companyId,
      key: record.key,
      name: record.name,
      isRequired: record.isRequired,
      defaultValue: record.defaultValue,
      active: record.active,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      version: record.version,
    });
  },

  toRecord(filter: Filter): FilterRecord {
    return Object.assign(new FilterRecord(), filter.toProps());
  },
};
