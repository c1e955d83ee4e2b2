import { request, type Agent, type ClientRequest } from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { RequestFilteringHttpAgent } from 'request-filtering-agent';
import { guardConnectedAddress } from '../src/connected-address-guard';
import { DeliveryError } from '../src/delivery-error';
import { errorCodeOf } from '../src/error-code';
import { refusingLookup } from '../src/refusing-lookup';
import { startReceiver, type Receiver } from './support/receiver';

/**
 * Each layer of the address checks on its own, over real sockets (docs/webhooks.md#delivery-requests-and-ssrf-defence):
 * request-filtering-agent on what a real host name resolves to, the lookup filter, and the check of the address
 * actually connected to.
 */
describe('address filtering layers', () => {
  let receiver: Receiver;
  afterEach(async () => receiver.close());

  /** POSTs through `agent`, optionally guarded, and answers the error or the status. */
  const post = (url: string, agent: Agent | undefined, guard: (r: ClientRequest) => void = () => undefined) =>
    new Promise<unknown>((resolve) => {
      const req = request(url, { method: 'POST', agent });
      guard(req);
      req.on('error', resolve);
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      req.end('{"secret":"payload"}');
    });

  it('request-filtering-agent refuses localhost, resolved by the real resolver to loopback', async () => {
    receiver = await startReceiver((_r, response) => response.end());
    const error = await post(receiver.url('/x', 'localhost'), new RequestFilteringHttpAgent());
    expect(errorCodeOf(error)).toBe('refused_address');
    expect(receiver.connections).toBe(0);
  });

  it('request-filtering-agent lets loopback through with allowPrivateIPAddress', async () => {
    receiver = await startReceiver((_r, response) => response.end());
    const agent = new RequestFilteringHttpAgent({ allowPrivateIPAddress: true });
    expect(await post(receiver.url('/x', 'localhost'), agent)).toBe(200);
  });

  it('the lookup filter refuses a link-local or metadata answer before any connection', async () => {
    const answering =
      (address: string): LookupFunction =>
      (_hostname, options, callback) =>
        callback(null, options.all ? [{ address, family: 4 }] : address, 4);
    const resolve = (lookup: LookupFunction) =>
      new Promise<unknown>((done) =>
        lookup('hooks.example.com', { all: true }, (error, address) => done(error ?? address)),
      );
    expect(await resolve(refusingLookup(answering('169.254.169.254')))).toEqual(new DeliveryError('refused_address'));
    expect(await resolve(refusingLookup(answering('100.100.100.200')))).toEqual(new DeliveryError('refused_address'));
    expect(await resolve(refusingLookup(answering('10.0.0.1')))).toEqual([{ address: '10.0.0.1', family: 4 }]);
  });

  it('the connected-address check closes a refused connection before the request writes a byte', async () => {
    receiver = await startReceiver((_r, response) => response.end());
    const error = await post(receiver.url('/x'), undefined, (req) =>
      guardConnectedAddress(req, { allowPrivate: false }),
    );
    expect(errorCodeOf(error)).toBe('refused_address');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.bytes).toBe(0);
    expect(receiver.requests).toHaveLength(0);
  });

  it('the connected-address check lets an allowed address through', async () => {
    receiver = await startReceiver((_r, response) => response.end());
    expect(await post(receiver.url('/x'), undefined, (req) => guardConnectedAddress(req, { allowPrivate: true }))).toBe(
      200,
    );
    expect(receiver.requests).toHaveLength(1);
  });
});
