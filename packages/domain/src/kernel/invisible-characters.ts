/**
 * What a text field may hold besides visible characters: `single-line` fields (names, e-mail, internal_id, keys,
 * search terms) only the plain space U+0020; `multi-line` fields (reason_firing, filter values and defaults) also
 * tab, line feed and carriage return. Source: docs/security.md#look-alike-identity-values.
 */
export type TextLayout = 'single-line' | 'multi-line';

const SINGLE_LINE = /(?! )[\p{Cc}\p{Cf}\p{Z}]/u;
const MULTI_LINE = /(?![ \t\n\r])[\p{Cc}\p{Cf}\p{Z}]/u;

/**
 * The first invisible, format or control character of `text`, as `U+XXXX`, or `null` when it holds none: a
 * character of the Unicode categories Cc (control: NUL, escape, …), Cf (format: zero-width space U+200B,
 * soft hyphen U+00AD, bidirectional overrides, the byte-order mark, …) or Z (separators: no-break space U+00A0,
 * the other spaces of U+2000–U+200A, line and paragraph separators), other than those `layout` allows.
 * Such characters make two values look alike that compare different, so every text field of the API refuses
 * them. Source: docs/security.md#look-alike-identity-values.
 */
export function invisibleCharacterIn(text: string, layout: TextLayout = 'single-line'): string | null {
  const match = (layout === 'single-line' ? SINGLE_LINE : MULTI_LINE).exec(text);
  if (!match) return null;
  const codePoint = match[0].codePointAt(0) as number;
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
