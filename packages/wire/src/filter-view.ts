import { formatTimestamp, type Filter } from '@employee/domain';

/** A filter in the API's JSON form (docs/contract.md#filters). */
export interface FilterView {
  id: string;
  key: string;
  name: string;
  is_required: boolean;
  default_value: string | null;
  created_at: string;
  updated_at: string;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
}

/** The API form of `filter`, timestamps in `timeZone` with a numeric offset. */
export function toFilterView(filter: Filter, timeZone: string): FilterView {
  return {
    id: filter.id,
    key: filter.key,
    name: filter.name,
    is_required: filter.isRequired,
    default_value: filter.defaultValue,
    created_at: formatTimestamp(filter.createdAt, timeZone),
    updated_at: formatTimestamp(filter.updatedAt, timeZone),
    version: filter.version,
  };
}
