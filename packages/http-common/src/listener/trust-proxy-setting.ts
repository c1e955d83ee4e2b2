/**
 * The Express `trust proxy` value for `ListenerSettings.trustProxy`: `false` when absent, `false` or `null` (no
 * proxy); a count of proxies (an integer ≥ 0) or their addresses/subnets (a string such as
 * `'loopback, 10.0.0.0/8'`) as given. Arrays and functions, which Express would also take, are outside
 * `ListenerSettings`' type.
 * @throws TypeError for `true` (it would trust every `X-Forwarded-For`, so each client could pick the IP its
 * failed authentications are counted under: docs/security.md, API2), a negative or fractional count, and a
 * string of digits (Express would read `'1'` as the address 0.0.0.1 and silently trust no proxy: pass a number).
 */
export function trustProxySetting(value: unknown): number | string | false {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && value.trim() !== '' && !/^\s*(\d+|true)\s*$/.test(value)) return value;
  throw new TypeError(
    `trustProxy must be a number of proxies or their addresses, not ${JSON.stringify(value)} ` +
      '(true or a digit string would trust no proxy or every client)',
  );
}
