import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

/** An error as a user reads it, in their language: one sentence, and each invalid field's sentences of a 422. */
export interface ApiErrorText {
  readonly summary: string;
  readonly fields: ReadonlyArray<readonly [field: string, messages: readonly string[]]>;
}

/**
 * Translates `error` with `t`, the {@link API_ERRORS} catalogue's (docs/dashboard.md#accessibility-and-languages):
 * the summary by the body's `meta.code`, else by its status; each field of a 422 by its rule codes
 * (`meta.codes`, docs/http.md#errors), each code by `rule.<code>`, else `family.<prefix>`, else `rule.generic`.
 * The API's English `detail` and messages are never used: a field without codes gets `rule.generic` once.
 * An error that is not an {@link ApiError} (the network failed) reads as `status.other` with "—".
 */
export function apiErrorText(error: unknown, t: TFunction): ApiErrorText {
  if (!(error instanceof ApiError)) return { summary: t('status.other', { status: '—' }), fields: [] };
  const code = error.code;
  const byStatus = [`status.${error.status}`, 'status.other'];
  const summary = t(code ? [`code.${code}`, ...byStatus] : byStatus, { status: error.status });
  const codes = error.fieldCodes;
  const fields = Object.keys(error.fieldErrors).map((field) => {
    const ruleCodes = codes[field] ?? [];
    const messages = ruleCodes.length > 0 ? ruleCodes.map((rule) => ruleText(rule, t)) : [t('rule.generic')];
    return [field, [...new Set(messages)]] as const;
  });
  return { summary, fields };
}

/** One broken rule's sentence: its own, else its family's (the code's part before the dot), else the generic one. */
function ruleText(code: string, t: TFunction): string {
  return t([`rule.${code}`, `family.${code.split('.')[0]}`, 'rule.generic']);
}

/**
 * `{field: [sentence, …]}` of a refused save, translated as {@link apiErrorText} does, for a form that shows each
 * field's messages under its input; empty for anything but a 422.
 */
export function fieldTextsOf(error: unknown, t: TFunction): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(apiErrorText(error, t).fields.map(([field, messages]) => [field, [...messages]]));
}
