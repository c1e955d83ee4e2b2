import type { MessageValues } from './message-values';

/** The most an SMS says (docs/notifications.md#messages): two segments of 160 characters. */
export const SMS_MAX_LENGTH = 320;

/**
 * The SMS `fill` writes from `values`, at most `SMS_MAX_LENGTH` characters (UTF-16 code units): when it is longer,
 * the company's name is cut (at a character, ending in `…`) until it fits; the link is never cut, so only a link
 * longer than the whole budget makes a longer text.
 */
export function fitSms(fill: (values: MessageValues) => string, values: MessageValues): string {
  let companyName = values.companyName;
  let text = fill(values);
  while (text.length > SMS_MAX_LENGTH && companyName.length > 0) {
    companyName = shortened(companyName, companyName.length - (text.length - SMS_MAX_LENGTH) - 1);
    text = fill({ ...values, companyName });
  }
  return text;
}

/** The longest prefix of `name` of at most `max` code units, whole characters, then `…`; empty when `max` < 1. */
function shortened(name: string, max: number): string {
  if (max < 1) return '';
  let prefix = '';
  for (const character of name) {
    if (prefix.length + character.length > max) break;
    prefix += character;
  }
  return `${prefix.trimEnd()}…`;
}
