import { MAX_LONG_TEXT, MAX_SHORT_TEXT, readBoolean, readText } from '../shared/text';
import { Violations } from '../shared/violations';
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
  /** Value stored for an employee whose entry has an empty value; `null` when the filter has none. */
  readonly defaultValue: string | null;
  /** False once deleted: it leaves lists and `fields` resolution. */
  readonly active: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
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

function parse(input: FilterInput, violations: Violations): ParsedFilterInput {
  const parsed: ParsedFilterInput = {};
  if (input.key !== undefined) {
    const key = readText(violations, 'key', input.key, { max: MAX_FILTER_KEY });
    if (typeof key === 'string' && !/^[a-z0-9_]+$/.test(key)) {
      violations.add('key', 'FILTER.KEY_FORMAT', 'must hold only lower-case letters, digits and _');
    } else if (typeof key === 'string') parsed.key = key;
  }
  if (input.name !== undefined) {
    const name = readText(violations, 'name', input.name, { max: MAX_SHORT_TEXT });
    if (typeof name === 'string' && name.trim() === '') violations.add('name', 'FILTER.NAME_EMPTY', 'must not be empty');
    else if (typeof name === 'string') parsed.name = name.trim();
  }
  if (input.isRequired !== undefined) {
    const isRequired = readBoolean(violations, 'is_required', input.isRequired);
    if (typeof isRequired === 'boolean') parsed.isRequired = isRequired;
  }
  if (input.defaultValue !== undefined) {
    const defaultValue = readText(violations, 'default_value', input.defaultValue, { max: MAX_LONG_TEXT, nullable: true });
    if (defaultValue !== undefined) parsed.defaultValue = defaultValue;
  }
  return parsed;
}

/**
 * A custom employee attribute of a company (department, site, …): `key`, `name`, `is_required`,
 * `default_value`, active until deleted. Source: spec, Filter and Employee field entry; product decisions,
 * Filters.
 */
export class Filter {
  private constructor(private props: FilterProps) {}

  /**
   * A new active filter. `key` is required (lower-case letters, digits, `_`, up to 100); `name` defaults to
   * the key; `is_required` to false; `default_value` to null (text up to 1000 characters).
   * @throws ValidationError `FILTER.INVALID` with every violation.
   */
  static create(input: FilterInput & { id: string; companyId: string; now: Date }): Filter {
    const violations = new Violations();
    const parsed = parse(input, violations);
    if (input.key === undefined) violations.add('key', 'FILTER.KEY_REQUIRED', 'is required');
    violations.throwIfAny(FILTER_INVALID);
    const key = parsed.key as string;
    return new Filter({
      id: input.id,
      companyId: input.companyId,
      key,
      name: parsed.name ?? key,
      isRequired: parsed.isRequired ?? false,
      defaultValue: parsed.defaultValue ?? null,
      active: true,
      createdAt: input.now,
      updatedAt: input.now,
    });
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
    };
  }

  /** Deletes the filter (product decisions, Filters: DELETE deactivates it). */
  deactivate(now: Date): void {
    this.props = { ...this.props, active: false, updatedAt: now };
  }

  /**
   * The value to store for an employee entry: `value` itself, or the filter's `default_value` when `value` is
   * empty (spec, Employee field entry rule 2). `null` when both are empty.
   */
  valueFor(value: string): string | null {
    if (value !== '') return value;
    return this.props.defaultValue === '' ? null : this.props.defaultValue;
  }

  /** A copy of the stored state. */
  toProps(): FilterProps {
    return { ...this.props };
  }
}
