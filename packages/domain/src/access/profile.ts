import { lookalikeKey } from '../kernel/lookalike-key';
import { readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { PROFILE_INVALID, profileBuiltin } from './access.errors';
import { SCOPES, type Scope } from './scope';

/** Longest profile name (code points, after trimming). */
export const MAX_PROFILE_NAME = 100;

/** Stored state of a profile. */
export interface ProfileProps {
  readonly id: string;
  readonly companyId: string;
  /**
   * Trimmed, 1..100 characters; unique in the company by how it reads ({@link Profile.nameKey}; `Profiles.save`
   * enforces it).
   */
  readonly name: string;
  /** Scopes of the catalogue, each once, in catalogue order. */
  readonly scopes: readonly Scope[];
  /** True for the three profiles every company starts with; those never change. */
  readonly isBuiltin: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Grows by one with every saved change; 1 when created (docs/change-history.md#versions-and-etags). */
  readonly version: number;
}

/** Profile properties as raw values (a request body's `name` and `scopes`), checked whatever their type. */
export interface ProfileInput {
  name?: unknown;
  scopes?: unknown;
}

/** `scopes` as the catalogue orders them, each once. */
export function inCatalogueOrder(scopes: Iterable<Scope>): Scope[] {
  const held = new Set(scopes);
  return SCOPES.filter((s) => held.has(s));
}

function isScope(raw: unknown): raw is Scope {
  return typeof raw === 'string' && (SCOPES as readonly string[]).includes(raw);
}

function parseName(raw: unknown, violations: Violations): string | undefined {
  const name = readText(violations, 'name', raw, { max: MAX_PROFILE_NAME, trim: true });
  if (name === '') violations.add('name', 'PROFILE.NAME_EMPTY', 'must not be empty');
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function parseScopes(raw: unknown, violations: Violations): Scope[] | undefined {
  if (!Array.isArray(raw)) {
    violations.add('scopes', 'PROFILE.SCOPES_NOT_A_LIST', 'must be a list of scopes');
    return undefined;
  }
  const unknown = raw.filter((s) => !isScope(s));
  if (unknown.length > 0) {
    const shown = unknown
      .slice(0, 3)
      .map((s) => (typeof s === 'string' ? s.slice(0, 40) : typeof s))
      .join(', ');
    violations.add('scopes', 'PROFILE.SCOPE_UNKNOWN', `must hold only scopes of GET /v1/scopes (not ${shown})`);
    return undefined;
  }
  if (raw.length === 0) {
    violations.add('scopes', 'PROFILE.SCOPES_EMPTY', 'must hold at least one scope');
    return undefined;
  }
  return inCatalogueOrder(raw as Scope[]);
}

/**
 * A named set of scopes of one company (a role), granted to users through permissions. Names are trimmed, 1..100
 * characters, unique in the company by how they read ({@link nameKey}: no two profiles of a company, the built-ins
 * included, whose names differ only in case, spacing, Unicode form or look-alike letters; storage enforces it);
 * scopes come from the fixed
 * catalogue, at least one, kept once each in catalogue order. Built-in profiles (`builtin-profiles.ts`) are
 * immutable. Source: docs/access.md#profiles.
 */
export class Profile {
  /** The version stored before this object changed anything (0 for a new profile). */
  private readonly storedVersion: number;

  private constructor(
    private props: ProfileProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /**
   * A new, custom profile of `companyId`; both `name` and `scopes` are required.
   * @throws ValidationError `PROFILE.INVALID` with every violation on `name` and `scopes`.
   */
  static create(input: ProfileInput & { id: string; companyId: string; now: Date }): Profile {
    const violations = new Violations();
    const name = input.name === undefined ? undefined : parseName(input.name, violations);
    const scopes = input.scopes === undefined ? undefined : parseScopes(input.scopes, violations);
    if (input.name === undefined) violations.add('name', 'PROFILE.NAME_REQUIRED', 'is required');
    if (input.scopes === undefined) violations.add('scopes', 'PROFILE.SCOPES_REQUIRED', 'is required');
    violations.throwIfAny(PROFILE_INVALID);
    return new Profile(
      {
        id: input.id,
        companyId: input.companyId,
        name: name as string,
        scopes: scopes as Scope[],
        isBuiltin: false,
        createdAt: input.now,
        updatedAt: input.now,
        version: 1,
      },
      0,
    );
  }

  /** A built-in profile (no validation: its name and scopes are the service's own). */
  static builtin(input: { id: string; companyId: string; name: string; scopes: readonly Scope[]; now: Date }): Profile {
    return new Profile(
      {
        id: input.id,
        companyId: input.companyId,
        name: input.name,
        scopes: inCatalogueOrder(input.scopes),
        isBuiltin: true,
        createdAt: input.now,
        updatedAt: input.now,
        version: 1,
      },
      0,
    );
  }

  /** Rebuilds a stored profile (no validation). */
  static fromProps(props: ProfileProps): Profile {
    return new Profile({ ...props, scopes: [...props.scopes] });
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get name(): string {
    return this.props.name;
  }
  /**
   * The name's look-alike key ({@link lookalikeKey}): two profiles of a company never share it, so "LEITOR  DE
   * RELATÓRIOS" or "Leitor de relatórios" with a Cyrillic "о" cannot stand beside the built-in. Source:
   * docs/access.md#profiles.
   */
  get nameKey(): string {
    return lookalikeKey(this.props.name);
  }
  get scopes(): readonly Scope[] {
    return this.props.scopes;
  }
  get isBuiltin(): boolean {
    return this.props.isBuiltin;
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

  /** True when the profile gives `scope`. */
  grants(scope: Scope): boolean {
    return this.props.scopes.includes(scope);
  }

  /**
   * Changes the properties present in `input` (a PUT: `name`, `scopes`, each optional).
   * @throws StateError `PROFILE.BUILTIN` on a built-in profile.
   * @throws ValidationError `PROFILE.INVALID` with every violation.
   */
  update(input: ProfileInput, now: Date): void {
    this.assertChangeable();
    const violations = new Violations();
    const name = input.name === undefined ? undefined : parseName(input.name, violations);
    const scopes = input.scopes === undefined ? undefined : parseScopes(input.scopes, violations);
    violations.throwIfAny(PROFILE_INVALID);
    this.props = {
      ...this.props,
      name: name ?? this.props.name,
      scopes: scopes ?? this.props.scopes,
      updatedAt: now,
      version: this.storedVersion + 1,
    };
  }

  /**
   * Renames the profile. @throws StateError `PROFILE.BUILTIN`; ValidationError `PROFILE.INVALID` on `name`.
   */
  rename(name: unknown, now: Date): void {
    this.update({ name }, now);
  }

  /**
   * Replaces the profile's scopes. @throws StateError `PROFILE.BUILTIN`; ValidationError `PROFILE.INVALID` on
   * `scopes`.
   */
  setScopes(scopes: unknown, now: Date): void {
    this.update({ scopes }, now);
  }

  /** Checks the profile may be deleted. @throws StateError `PROFILE.BUILTIN` on a built-in profile. */
  assertDeletable(): void {
    this.assertChangeable();
  }

  /** A copy of the stored state. */
  toProps(): ProfileProps {
    return { ...this.props, scopes: [...this.props.scopes] };
  }

  private assertChangeable(): void {
    if (this.props.isBuiltin) throw profileBuiltin();
  }
}
