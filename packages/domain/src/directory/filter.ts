import { MAX_LONG_TEXT, MAX_SHORT_TEXT, isBlank, readBoolean, readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { FILTER_INVALID } from './filter.errors';

/** Longest filter key. */
export const MAX_FILTER_KEY = 100;

/** Stored state of a filter. */
export interface FilterProps {
  readonly id: string;
  readonly companyId: string;
  /** Lower-case letters, digits and `_`; unique among the company's active filters. */
  readonly key: string;
  readonly name: string;
  readonly isRequired: boolean;
  /**
   * Value stored for an employee whose entry has an empty value; `null` when the filter has none (a blank
   * `default_value` sent to the API is stored as `null`).
   */
  readonly defaultValue: string | null;
  /** False once deleted: it leaves lists and `fields` resolution. */
  readonly active: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Grows by one with every saved change; 1 when created (docs/change-history.md#versions-and-etags). */
  readonly version: number;
}

/**
 * Filter properties as raw values, checked whatever their type; every one optional on update, `key` required
 * on create. Violations name the API field (`isRequired` → `is_required`, `defaultValue` → `default_value`).
 */
export interface FilterInput {
  key?: unknown;
  name?: unknown;
  isRequired?: unknown;
  defaultValue?: unknown;
}

interface ParsedFilterInput {
  key?: string;
  name?: string;
  isRequired?: boolean;
  defaultValue?: string | null;
}

/** What a filter's key holds: lower-case letters, digits and `_` (docs/contract.md#filters). */
export const FILTER_KEY_FORMAT = /^[a-z0-9_]+$/;

function parse(input: FilterInput, violations: Violations): ParsedFilterInput {
  const parsed: ParsedFilterInput = {};
  if (input.key !== undefined) {
    const key = readText(violations, 'key', input.key, { max: MAX_FILTER_KEY });
    if (typeof key === 'string' && !FILTER_KEY_FORMAT.test(key)) {
      violations.add('key', 'FILTER.KEY_FORMAT', 'must hold only lower-case letters, digits and _');
    } else if (typeof key === 'string') parsed.key = key;
  }
  if (input.name !== undefined) {
    const name = readText(violations, 'name', input.name, { max: MAX_SHORT_TEXT });
    if (typeof name === 'string' && name.trim() === '')
      violations.add('name', 'FILTER.NAME_EMPTY', 'must not be empty');
    else if (typeof name === 'string') parsed.name = name.trim();
  }
  if (input.isRequired !== undefined) {
    const isRequired = readBoolean(violations, 'is_required', input.isRequired);
    if (typeof isRequired === 'boolean') parsed.isRequired = isRequired;
  }
  if (input.defaultValue !== undefined) {
    const defaultValue = readText(violations, 'default_value', input.defaultValue, {
      max: MAX_LONG_TEXT,
      nullable: true,
      layout: 'multi-line',
    });
    // A blank default could never apply (an empty value stays empty): it means "no default".
    if (defaultValue !== undefined)
      parsed.defaultValue = defaultValue !== null && isBlank(defaultValue) ? null : defaultValue;
  }
  return parsed;
}

/**
 * A custom employee attribute of a company (department, site, …): `key`, `name`, `is_required`,
 * `default_value`, active until deleted. Source: docs/contract.md#filters, #field-values.
 */
export class Filter {
  /** The version stored before this object changed anything (0 for a new filter). */
  private readonly storedVersion: number;

  private constructor(
    private props: FilterProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /**
   * A new active filter. `key` is required (lower-case letters, digits, `_`, up to 100); `name` defaults to
   * the key; `is_required` to false; `default_value` to null (text up to 1000 characters; a blank one, `""`
   * or only white space, means no default and is stored as `null`, on update too). Lengths count code points.
   * @throws ValidationError `FILTER.INVALID` with every violation.
   */
  static create(input: FilterInput & { id: string; companyId: string; now: Date }): Filter {
    const violations = new Violations();
    const parsed = parse(input, violations);
    if (input.key === undefined) violations.add('key', 'FILTER.KEY_REQUIRED', 'is required');
    violations.throwIfAny(FILTER_INVALID);
    const key = parsed.key as string;
    return new Filter(
      {
        id: input.id,
        companyId: input.companyId,
        key,
        name: parsed.name ?? key,
        isRequired: parsed.isRequired ?? false,
        defaultValue: parsed.defaultValue ?? null,
        active: true,
        createdAt: input.now,
        updatedAt: input.now,
        version: 1,
      },
      0,
    );
  }

  /** Rebuilds a stored filter (no validation). */
  static fromProps(props: FilterProps): Filter {
    return new Filter({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get key(): string {
    return this.props.key;
  }
  get name(): string {
    return this.props.name;
  }
  get isRequired(): boolean {
    return this.props.isRequired;
  }
  get defaultValue(): string | null {
    return this.props.defaultValue;
  }
  get active(): boolean {
    return this.props.active;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  get version(): number {
    return this.props.version;
  }

  /**
   * Changes the properties present in `input` (partial update, as for employees); `key` may not be `null`.
   * @throws ValidationError `FILTER.INVALID` with every violation.
   */
  update(input: FilterInput, now: Date): void {
    const violations = new Violations();
    const parsed = parse(input, violations);
    violations.throwIfAny(FILTER_INVALID);
    this.props = {
      ...this.props,
      key: parsed.key ?? this.props.key,
      name: parsed.name ?? this.props.name,
      isRequired: parsed.isRequired ?? this.props.isRequired,
      defaultValue: parsed.defaultValue !== undefined ? parsed.defaultValue : this.props.defaultValue,
      updatedAt: now,
      version: this.storedVersion + 1,
    };
  }

  /** Deletes the filter (docs/contract.md#filters: DELETE deactivates it). */
  deactivate(now: Date): void {
    this.props = { ...this.props, active: false, updatedAt: now, version: this.storedVersion + 1 };
  }

  /**
   * The value to store for an employee entry: `value` itself, or the filter's `default_value` when `value` is
   * empty, `""` or only white space (docs/contract.md#field-values rule 2; #employee-fields: "a value that is empty or
   * only whitespace counts as empty"). `null` when both are empty (a default stored blank
   * before such defaults became `null` counts as none).
   */
  valueFor(value: string): string | null {
    if (!isBlank(value)) return value;
    const fallback = this.props.defaultValue;
    return fallback === null || isBlank(fallback) ? null : fallback;
  }

  /** A copy of the stored state. */
  toProps(): FilterProps {
    return { ...this.props };
  }
}
