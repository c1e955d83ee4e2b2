import {
  cursorPageOf,
  fetchSizeOf,
  offsetOf,
  pageOf,
  type ListPosition,
  type Page,
  type PageRequest,
} from '@employee/domain';
import {
  Equal,
  MoreThan,
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsWhere,
} from 'typeorm';

/** The order of every list: `created_at`, then `id` (the `(company_id, created_at, id)` indexes serve it). */
export const LIST_ORDER = { createdAt: 'ASC', id: 'ASC' } as const;

/** A record of a list: it has the `createdAt` and `id` of the list order. */
interface Listed {
  id: string;
  createdAt: Date;
}

/**
 * `where` narrowed to the records after `after` in list order, as TypeORM find options (an `OR` of two
 * conditions: a later `created_at`, or the same one and a greater `id`): `created_at > $t OR (created_at = $t AND
 * id > $id)`, which an index on `(…, created_at, id)` serves as a range.
 */
function afterPosition<R extends Listed>(where: FindOptionsWhere<R>, after: ListPosition): FindOptionsWhere<R>[] {
  return [
    { ...where, createdAt: MoreThan(after.createdAt) },
    { ...where, createdAt: Equal(after.createdAt), id: MoreThan(after.id) },
  ];
}

/**
 * One page of the `entity` rows matching `where`, in list order, as domain objects (`toDomain`): for offset paging
 * the `request.page` with the exact total (`findAndCount`); for cursor paging (docs/change-history.md#cursor-pages)
 * the rows after the request's position, one more than a page to know whether another follows, and no count.
 */
export async function findPage<R extends Listed, T extends ListPosition>(
  manager: EntityManager,
  entity: EntityTarget<R>,
  where: FindOptionsWhere<R>,
  request: PageRequest,
  toDomain: (record: R) => T,
): Promise<Page<T>> {
  const order = LIST_ORDER as unknown as FindOptionsOrder<R>;
  if (!request.cursor) {
    const [records, total] = await manager.findAndCount(entity, {
      where,
      order,
      skip: offsetOf(request),
      take: request.perPage,
    });
    return pageOf(records.map(toDomain), total, request);
  }
  const after = request.cursor.after;
  const records = await manager.find(entity, {
    where: after === null ? where : afterPosition(where, after),
    order,
    take: fetchSizeOf(request),
  });
  return cursorPageOf(records.map(toDomain), request);
}
