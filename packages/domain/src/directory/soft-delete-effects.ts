import type { EmployeeProps } from './employee';

/**
 * What a soft delete does to one stored property of an employee:
 * - `emptied`: a collection becomes empty (its rows are removed);
 * - `cleared`: a nullable property becomes `null`;
 * - `now`: a timestamp becomes the instant of the soft delete.
 */
export type SoftDeleteEffect = 'emptied' | 'cleared' | 'now';

/** The effects a property may have, by its type: only a collection can be emptied, only a timestamp set to now. */
export type SoftDeleteEffects = {
  readonly [P in keyof EmployeeProps]?:
    | (EmployeeProps[P] extends readonly unknown[] ? 'emptied' : never)
    | (null extends EmployeeProps[P] ? 'cleared' : never)
    | (Date extends EmployeeProps[P] ? 'now' : never);
};

/**
 * THE effects of a soft delete (by DELETE or by the settlement of a firing), declared once: the field values
 * and campaign links are removed, `deletedAt` is set, a pending settlement time is cleared, and every
 * property not named here is kept (`updatedAt` included). `Employee.softDelete` applies this declaration
 * ({@link softDeletedProps}); the storage adapters derive their set-based settlement from it, in this order
 * (collections first, then the properties). Source: docs/contract.md#firing-and-deletion ("sets deleted_at, physically
 * removes the field values and the campaign links, and keeps every other stored field").
 */
export const SOFT_DELETE_EFFECTS = {
  fieldValues: 'emptied',
  campaignIds: 'emptied',
  deletedAt: 'now',
  firingSettlesAt: 'cleared',
} as const satisfies SoftDeleteEffects;

/** A property a soft delete changes. */
export type SoftDeletedProperty = keyof typeof SOFT_DELETE_EFFECTS;

/** The properties a soft delete changes, with their effect, in the order of {@link SOFT_DELETE_EFFECTS}. */
export function softDeleteEffects(): Array<[SoftDeletedProperty, SoftDeleteEffect]> {
  return Object.entries(SOFT_DELETE_EFFECTS) as Array<[SoftDeletedProperty, SoftDeleteEffect]>;
}

function valueAfter(effect: SoftDeleteEffect, now: Date): readonly never[] | null | Date {
  switch (effect) {
    case 'emptied':
      return [];
    case 'cleared':
      return null;
    case 'now':
      return now;
    default:
      return assertNever(effect);
  }
}

function assertNever(effect: never): never {
  throw new Error(`Unhandled soft-delete effect ${String(effect)}`);
}

/**
 * `props` soft-deleted at `now`: {@link SOFT_DELETE_EFFECTS} applied, every other property kept. Does not check
 * the state (the aggregate does). The result is a valid `EmployeeProps` because the declaration `satisfies`
 * {@link SoftDeleteEffects}.
 */
export function softDeletedProps(props: EmployeeProps, now: Date): EmployeeProps {
  const changes = Object.fromEntries(
    softDeleteEffects().map(([property, effect]) => [property, valueAfter(effect, now)]),
  );
  return { ...props, ...changes };
}
