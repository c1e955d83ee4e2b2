import { DomainError } from './domain-error';

/** One broken rule on one API field: a stable `code` (`CPF.CHECK_DIGITS`) and a human message. */
export interface Violation {
  readonly code: string;
  readonly message: string;
}

/** Every broken rule of a request, by API field name (`name`, `document`, `fields`, `firing_date`, …). */
export type ViolationMap = Readonly<Record<string, readonly Violation[]>>;

/**
 * Invalid input: one or more rules broken, all reported at once (spec, Errors: 422 with `meta.errors`;
 * product decisions, Errors: "reports every invalid field at once"). `code` names the aggregate
 * (`EMPLOYEE.INVALID`, `FILTER.INVALID`, `COMPANY.INVALID`, `LIST.INVALID`); `violations` holds the
 * per-field rule codes and messages; `errors` is the `{field: [messages]}` shape of `meta.errors`.
 */
export class ValidationError extends DomainError {
  constructor(
    code: string,
    readonly violations: ViolationMap,
  ) {
    super(code, `Invalid ${Object.keys(violations).join(', ')}`);
  }

  /** `{field: [message, …]}`, the 422 `meta.errors` of the spec. */
  get errors(): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(this.violations)) errors[field] = list.map((v) => v.message);
    return errors;
  }

  /** Shorthand for a single violation on one field. */
  static of(code: string, field: string, violation: Violation): ValidationError {
    return new ValidationError(code, { [field]: [violation] });
  }
}

/**
 * Collects violations across fields so a use case can report them all in one `ValidationError`.
 * Value objects throw a `ValidationError` naming their field; `attempt` runs such a factory and, instead of
 * letting it throw, records its violations and returns `undefined`.
 */
export class Violations {
  private readonly byField = new Map<string, Violation[]>();

  /** Records one violation of `field`. */
  add(field: string, code: string, message: string): void {
    const list = this.byField.get(field) ?? [];
    if (!list.some((v) => v.code === code && v.message === message)) list.push({ code, message });
    this.byField.set(field, list);
  }

  /** Records every violation a `ValidationError` carries. */
  addAll(error: ValidationError): void {
    for (const [field, list] of Object.entries(error.violations)) {
      for (const v of list) this.add(field, v.code, v.message);
    }
  }

  /** Runs `factory`; a `ValidationError` it throws is recorded and `undefined` returned. Other errors propagate. */
  attempt<T>(factory: () => T): T | undefined {
    try {
      return factory();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      this.addAll(error);
      return undefined;
    }
  }

  /** True when `field` already has a violation (later checks on it are then skipped). */
  has(field: string): boolean {
    return this.byField.has(field);
  }

  get isEmpty(): boolean {
    return this.byField.size === 0;
  }

  /** Throws one `ValidationError` with code `code` holding every recorded violation, if there is any. */
  throwIfAny(code: string): void {
    if (this.isEmpty) return;
    throw new ValidationError(code, Object.fromEntries(this.byField));
  }
}
