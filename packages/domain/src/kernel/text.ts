import { type TextLayout, invisibleCharacterIn } from './invisible-characters';
import { Violations } from './violations';

/** Longest name, social_name, e-mail, internal_id and search term (docs/contract.md#length-limits). */
export const MAX_SHORT_TEXT = 255;
/** Longest `reason_firing` and filter value (docs/contract.md#length-limits). */
export const MAX_LONG_TEXT = 1000;

/**
 * The length of `text` as JSON Schema's `maxLength` counts it, and so the OpenAPI document: Unicode code
 * points, so an emoji or another character outside the Basic Multilingual Plane counts 1, not the 2 UTF-16
 * units of `text.length` (JSON Schema 2020-12 validation, 6.3.1; RFC 8259 characters). A lone surrogate
 * counts 1. PostgreSQL's `varchar(n)` counts the same way.
 */
export function characterCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        i += 1;
      }
    }
  }
  return count;
}

/**
 * True when `text` is empty or holds only white space (what `String.prototype.trim` removes): such a value
 * counts as empty (docs/contract.md#employee-fields: "a value that is empty or only whitespace counts as empty").
 */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** Shape of a text field: its longest length, and whether `null` is an accepted value. */
export interface TextRule {
  readonly max: number;
  readonly nullable?: boolean;
  /** Trim surrounding white space before the length check, and return the trimmed text. */
  readonly trim?: boolean;
  /** Which invisible characters the text may hold (see `invisibleCharacterIn`); default `single-line`. */
  readonly layout?: TextLayout;
}

/**
 * Reads a free-text value of a plain command: must be a string (or `null` when `rule.nullable`), hold no NUL
 * byte and be at most `rule.max` characters (code points, see `characterCount`), after trimming when `rule.trim`
 * (docs/contract.md#employee-fields: "Text with NUL bytes is a 422"), and hold no invisible, format or control
 * character but those `rule.layout` allows, unless it is blank and so counts as empty (`TEXT.INVISIBLE`,
 * docs/security.md#look-alike-identity-values).
 * Records violations under `field` and returns `undefined` when invalid.
 */
export function readText(
  violations: Violations,
  field: string,
  raw: unknown,
  rule: TextRule,
): string | null | undefined {
  if (raw === null && rule.nullable) return null;
  if (typeof raw !== 'string') {
    violations.add(field, 'TEXT.NOT_A_STRING', rule.nullable ? 'must be a string or null' : 'must be a string');
    return undefined;
  }
  if (raw.includes('\u0000')) {
    violations.add(field, 'TEXT.NUL_BYTE', 'must not contain NUL bytes');
    return undefined;
  }
  const text = rule.trim ? raw.trim() : raw;
  if (characterCount(text) > rule.max) {
    violations.add(field, 'TEXT.TOO_LONG', `must be at most ${rule.max} characters`);
    return undefined;
  }
  const invisible = isBlank(text) ? null : invisibleCharacterIn(text, rule.layout);
  if (invisible !== null) {
    violations.add(field, 'TEXT.INVISIBLE', `must not contain invisible, format or control characters (${invisible})`);
    return undefined;
  }
  return text;
}

/** Reads a boolean of a plain command (`null` accepted when `nullable`); records a violation otherwise. */
export function readBoolean(
  violations: Violations,
  field: string,
  raw: unknown,
  nullable = false,
): boolean | null | undefined {
  if (typeof raw === 'boolean') return raw;
  if (raw === null && nullable) return null;
  violations.add(field, 'BOOLEAN.INVALID', nullable ? 'must be true, false or null' : 'must be true or false');
  return undefined;
}

/** True when `raw` is a string holding a UUID (any version), as ids of this API are. */
export function isUuid(raw: unknown): raw is string {
  return typeof raw === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw);
}
