/**
 * Violation code of a body property whose JSON type is wrong (a number where a string belongs, a scale answer
 * written `10.0`): the HTTP adapters hand such properties to the use case as its command's `rejected`, which reports
 * them in the one 422 with every other violation. Source: docs/http.md#validation-in-two-layers-reported-in-one-pass.
 */
export const JSON_TYPE = 'JSON.TYPE';
