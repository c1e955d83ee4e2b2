import type { ClientRequest } from 'node:http';
import type { Socket } from 'node:net';
import { refusedRange, type AddressPolicyOptions } from './address-policy';
import { DeliveryError } from './delivery-error';

/**
 * The check on the address a request is actually connected to (docs/webhooks.md#delivery-requests-and-ssrf-defence),
 * behind request-filtering-agent's check of the resolved one: when the request's socket connects, its
 * `remoteAddress` goes through `refusedRange`, and a refused one destroys the request with a
 * `DeliveryError('refused_address')`. The listener is added when the request gets its socket, before the request
 * writes to it, so a refused connection is closed before any byte of the request is sent.
 */
export function guardConnectedAddress(request: ClientRequest, options: AddressPolicyOptions): void {
  request.once('socket', (socket: Socket) => {
    const check = (): void => {
      if (refusedRange(socket.remoteAddress ?? '', options) !== null) {
        request.destroy(new DeliveryError('refused_address'));
      }
    };
    if (socket.connecting) socket.once('connect', check);
    else check();
  });
}
