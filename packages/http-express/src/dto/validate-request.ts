import type { ViolationMap } from '@employee/domain';
import { JSON_TYPE } from '@employee/http-common';
import { validate, type ValidationError as ClassValidatorError } from 'class-validator';

/** A request body after its DTO's checks: the declared properties as sent, and those of the wrong JSON type. */
export interface CheckedBody<T> {
  /** The DTO holding only the properties it declares, each as the body sent it (a mistyped one too). */
  readonly body: T;
  /** Each property of the wrong JSON type, by API field, with the DTO's messages (code {@link JSON_TYPE}). */
  readonly rejected: ViolationMap;
}

/**
 * Checks the shape and JSON types of a request body with its class-validator DTO and returns the DTO holding
 * only the properties it declares (read-only and unknown properties are dropped, never applied:
 * docs/contract.md#employee-fields). Wrong types raise nothing here: they go to the use case as its command's
 * `rejected` (`PriorRejections` of `@employee/domain`), which reports them with every violation of the other fields in
 * one 422 (docs/contract.md#errors: "reports every invalid field at once"); a mistyped field shows the
 * DTO's message alone.
 */
export async function validateRequest<T extends object>(dto: new () => T, body: unknown): Promise<CheckedBody<T>> {
  const instance = dtoOf(dto, body as Record<string, unknown>);
  const problems = await validate(instance, { whitelist: true, forbidUnknownValues: false });
  return { body: instance, rejected: violationsOf(problems) };
}

/** Keys that name object machinery, never an API property: a `constructor` of `null` would hide the DTO's class. */
const OBJECT_MACHINERY = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A DTO instance holding the body's own top-level properties as they are. Not class-transformer's
 * `plainToInstance`: it recurses into nested objects and calls their `constructor` property, so a body like
 * `{"name": {"constructor": 1}}` made it throw (a 500 found by the hostile-input property test). Keys naming
 * object machinery are left out (they are never API properties); the others are defined, not assigned.
 */
function dtoOf<T extends object>(dto: new () => T, body: Record<string, unknown>): T {
  const instance = new dto();
  for (const key of Object.keys(body)) {
    if (OBJECT_MACHINERY.has(key)) continue;
    Object.defineProperty(instance, key, { value: body[key], enumerable: true, writable: true, configurable: true });
  }
  return instance;
}

function violationsOf(problems: ClassValidatorError[]): ViolationMap {
  return Object.fromEntries(
    problems.map((p) => [
      p.property,
      Object.values(p.constraints ?? {}).map((message) => ({ code: JSON_TYPE, message })),
    ]),
  );
}
