import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Whether private and loopback addresses are allowed (`WEBHOOK_ALLOW_PRIVATE_URLS`): tests, one-machine setups. */
export interface AddressPolicyOptions {
  allowPrivate: boolean;
}

/**
 * Ranges (ipaddr.js's names) refused even with `allowPrivate`: no receiver listens on "any address", and the
 * link-local ranges hold the cloud metadata endpoint (169.254.169.254), which no setup has a reason to call.
 */
const ALWAYS_REFUSED_RANGES: ReadonlySet<string> = new Set(['unspecified', 'linkLocal']);

/** Metadata endpoints outside the link-local ranges, refused even with `allowPrivate` (AWS over IPv6, Alibaba). */
const METADATA_ADDRESSES: ReadonlySet<string> = new Set(
  ['fd00:ec2::254', '100.100.100.200'].map((address) => ipaddr.parse(address).toString()),
);

/**
 * Why a webhook may not be sent to `address` (docs/webhooks.md#delivery-requests-and-ssrf-defence): the name of
 * its range as ipaddr.js gives it (`loopback`, `private`, `linkLocal`, `uniqueLocal`, `carrierGradeNat`,
 * `multicast`, `unspecified`, `reserved`, …, or `metadata`), or `null` when it is allowed. An IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries. Only public unicast addresses are allowed,
 * and with `allowPrivate` every address but the unspecified, link-local and metadata ones. Anything that is not an
 * IP address (`''`, a host name) is refused as `not_an_address`.
 */
export function refusedRange(address: string, { allowPrivate }: AddressPolicyOptions): string | null {
  if (isIP(address) === 0) return 'not_an_address';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (METADATA_ADDRESSES.has(parsed.toString())) return 'metadata';
  if (ALWAYS_REFUSED_RANGES.has(range)) return range;
  return allowPrivate || range === 'unicast' ? null : range;
}
