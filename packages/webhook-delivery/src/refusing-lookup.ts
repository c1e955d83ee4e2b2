import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { refusedRange } from './address-policy';
import { DeliveryError } from './delivery-error';

/**
 * `lookup` (Node's `dns.lookup` by default) that fails with a `DeliveryError('refused_address')` when any address it
 * answers is refused whatever `allowPrivate` says: unspecified, link-local (the metadata endpoint) or a metadata
 * address (docs/webhooks.md#delivery-requests-and-ssrf-defence). request-filtering-agent checks the same answers for
 * private and loopback addresses, which `allowPrivate` lets through; this adds what no setting lets through, before
 * a connection is attempted.
 */
export function refusingLookup(lookup: LookupFunction = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, options, (error, address, family) => {
      const addresses = typeof address === 'string' ? [address] : (address ?? []).map((answer) => answer.address);
      const refused = !error && addresses.some((one) => refusedRange(one, { allowPrivate: true }) !== null);
      callback(refused ? new DeliveryError('refused_address') : error, address, family);
    });
  };
}
