import { DomainError } from './domain-error';

/** One broken rule on one API field: a stable `code` (`CPF.CHECK_DIGITS`) and a human message. */
export interface Violation {
  readonly code: string;
  readonly message: string;
}

/** Every broken rule of a request, by API field name (`name`, `document`, `fields`, `firing_date`, …). */
export type ViolationMap = Readonly<Record<string, readonly Violation[]>>;

/**
 * Invalid input: one or more rules broken, all reported at once (docs/contract.md#errors: 422 with `meta.errors`;
 * #errors: "reports every invalid field at once"). `code` names the aggregate
 * (`EMPLOYEE.INVALID`, `FILTER.INVALID`, `COMPANY.INVALID`, `LIST.INVALID`); `violations` holds the
 * per-field rule codes and messages; `errors` is the `{field: [messages]}` shape of `meta.errors`.
 */
export class ValidationError extends DomainError {
  constructor(
    code: string,
    readonly violations: ViolationMap,
  ) {
    super('invalid', code, `Invalid ${Object.keys(violations).join(', ')}`);
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
 * Part of a command whose caller checks some values itself before the use case runs (the HTTP adapter checks
 * the JSON types of a body with its DTO). `rejected` holds the properties it found invalid, by API field, with
 * its own codes and messages; the rejected values stay in the command as they came. The use case still
 * reports everything in one `ValidationError`: see {@link Violations} for how the two are merged.
 */
export interface PriorRejections {
  readonly rejected?: ViolationMap;
}

/**
 * Collects violations across fields so a use case can report them all in one `ValidationError`.
 * Value objects throw a `ValidationError` naming their field; `attempt` runs such a factory and, instead of
 * letting it throw, records its violations and returns `undefined`.
 *
 * Seeded with a caller's prior violations (`PriorRejections.rejected`), a field named there is settled from
 * the start: it is reported with the caller's violations only (the use case's own checks of it add nothing),
 * `has` is true for it, so the rules of other fields that depend on it are skipped as for any invalid value,
 * and it takes its place in the report where the use case first finds it invalid, or after every other field
 * when it never does (the order of `{...useCaseErrors, ...priorErrors}`).
 */
export class Violations {
  private readonly byField = new Map<string, Violation[]>();
  private readonly prior: ReadonlyMap<string, readonly Violation[]>;

  constructor(prior: ViolationMap = {}) {
    this.prior = new Map(Object.entries(prior));
  }

  /** Records one violation of `field`, unless the caller's prior violations already settle that field. */
  add(field: string, code: string, message: string): void {
    const prior = this.prior.get(field);
    if (prior) {
      if (!this.byField.has(field)) this.byField.set(field, [...prior]);
      return;
    }
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

  /** True when `field` already has a violation, its own or a prior one (later checks on it are then skipped). */
  has(field: string): boolean {
    return this.byField.has(field) || this.prior.has(field);
  }

  get isEmpty(): boolean {
    return this.byField.size === 0 && this.prior.size === 0;
  }

  /**
   * Throws one `ValidationError` with code `code` holding every recorded violation, if there is any: the
   * fields in the order they were first found invalid, then the prior ones never found invalid here.
   */
  throwIfAny(code: string): void {
    if (this.isEmpty) return;
    const all = new Map<string, readonly Violation[]>(this.byField);
    for (const [field, list] of this.prior) if (!all.has(field)) all.set(field, list);
    throw new ValidationError(code, Object.fromEntries(all));
  }
}
