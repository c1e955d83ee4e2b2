/** True when `raw` is a JSON object (not `null`, not an array): the shape of a question or of an answer entry. */
export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}
