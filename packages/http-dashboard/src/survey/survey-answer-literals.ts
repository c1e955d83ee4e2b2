import type { ViolationMap } from '@employee/domain';
import { JSON_TYPE } from '@employee/http-common';
import { visit, type JSONPath } from 'jsonc-parser';

/** A JSON number written as an integer: an optional minus and digits, without fraction or exponent. */
const INTEGER_LITERAL = /^-?(?:0|[1-9][0-9]*)$/;
/** What every other JSON number literal holds: a digit followed by its fraction or exponent. */
const FRACTION_OR_EXPONENT = /[0-9][.eE]/;

/** True for the path of an answer's value, `answers[i].value`. */
function isAnswerValue(path: JSONPath): path is ['answers', number, 'value'] {
  return path.length === 3 && path[0] === 'answers' && typeof path[1] === 'number' && path[2] === 'value';
}

/**
 * The answers of a survey body whose `value` is a JSON number not written as an integer (`1e1`, `10.0`,
 * `1.0e1`), by field (`answers[i].value`), as `SubmitResponse`'s `rejected`: `JSON.parse` gives 10 for each of
 * them, so only the body's text tells them from `10`. `text` is a body `JSON.parse` accepted; jsonc-parser reads
 * it again with each literal's place and path, unless no digit in the text is followed by `.`, `e` or `E` (then every
 * number in it is an integer literal; the usual body, read once more by a regular expression only). Source:
 * docs/surveys.md#the-survey-endpoint.
 */
export function nonIntegerAnswerValues(text: string): ViolationMap {
  const rejected: Record<string, { code: string; message: string }[]> = {};
  if (!FRACTION_OR_EXPONENT.test(text)) return rejected;
  visit(text, {
    onLiteralValue: (value: unknown, offset: number, length: number, _line, _column, pathOf: () => JSONPath) => {
      if (typeof value !== 'number' || INTEGER_LITERAL.test(text.slice(offset, offset + length))) return;
      const path = pathOf();
      if (!isAnswerValue(path)) return;
      rejected[`answers[${path[1]}].value`] = [
        { code: JSON_TYPE, message: 'must be an integer written as one (10, not 10.0 or 1e1)' },
      ];
    },
  });
  return rejected;
}
