import { ValidationError } from '@employee/domain';
import { validate, type ValidationError as ClassValidatorError } from 'class-validator';
import { HttpError } from '../errors/http-error';
import { TrialRolledBack } from './trial-unit-of-work';

/**
 * Checks the shape and JSON types of a request body with its class-validator DTO, before the domain's rules
 * run, and returns the DTO holding only the properties it declares (read-only and unknown properties are
 * dropped, never applied: product decisions, Employee). When a property has the wrong type, `trial` runs
 * the same operation in a transaction that is always rolled back, so the 422 still reports every invalid
 * field at once (product decisions, Errors): the type messages for the mistyped properties, the domain's
 * for the others.
 * @throws HttpError 422 with `meta.errors` `{field: [messages]}`; or the trial's own domain error (a 404
 *   for an unknown id, …).
 */
export async function validateRequest<T extends object>(
  dto: new () => T,
  body: unknown,
  trial: (checked: T) => Promise<unknown>,
): Promise<T> {
  const instance = dtoOf(dto, body as Record<string, unknown>);
  const problems = await validate(instance, { whitelist: true, forbidUnknownValues: false });
  if (problems.length === 0) return instance;
  const typeErrors = errorsOf(problems);
  let ruleErrors: Record<string, string[]> = {};
  try {
    await trial(instance);
  } catch (error) {
    if (error instanceof ValidationError) ruleErrors = error.errors;
    else if (!(error instanceof TrialRolledBack)) throw error;
  }
  throw new HttpError(422, 'The data sent is invalid', {}, { errors: { ...ruleErrors, ...typeErrors } });
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

function errorsOf(problems: ClassValidatorError[]): Record<string, string[]> {
  return Object.fromEntries(problems.map((p) => [p.property, Object.values(p.constraints ?? {})]));
}
