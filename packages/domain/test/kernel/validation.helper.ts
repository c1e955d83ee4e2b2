import { ValidationError } from '@employee/domain';

/** The `ValidationError` that `act` throws. Fails when it throws nothing, and rethrows any other error. */
export function validationErrorOf(act: () => unknown): ValidationError {
  try {
    act();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError, but nothing was thrown');
}

/** `{field: [violation codes]}` of the `ValidationError` that `act` throws. */
export function violationCodesOf(act: () => unknown): Record<string, string[]> {
  const { violations } = validationErrorOf(act);
  return Object.fromEntries(Object.entries(violations).map(([field, list]) => [field, list.map((v) => v.code)]));
}

/** True when `act` returns, false when it throws a `ValidationError`; any other error is rethrown. */
export function accepts(act: () => unknown): boolean {
  try {
    act();
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
}

/** Digits only, as a string. */
export const digitString = (length: number): string => '0123456789'.repeat(Math.ceil(length / 10)).slice(0, length);
