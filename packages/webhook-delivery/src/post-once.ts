import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { guardConnectedAddress } from './connected-address-guard';
import { DeliveryError } from './delivery-error';

/** One POST: where, what, through which agent, and its bounds (milliseconds, bytes). */
export interface PostOnce {
  url: URL;
  headers: Readonly<Record<string, string>>;
  body: string;
  agent: http.Agent;
  lookup: LookupFunction;
  allowPrivate: boolean;
  timeoutMs: number;
  maxBodyBytes: number;
}

/** The receiver's answer: its status and the first `maxBodyBytes` of its body, decoded as UTF-8. */
export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * Sends one POST and reads its answer (docs/webhooks.md#delivery-requests-and-ssrf-defence): the host name resolved by
 * `lookup`, through `agent` (the address filter), with the connected-address check, redirects never followed (a 3xx
 * is answered as it is). One
 * deadline of `timeoutMs` covers connecting, the answer's headers and reading its body; the body is read up to
 * `maxBodyBytes`, and the connection is then destroyed, whether or not more was coming. Rejects with a
 * `DeliveryError('timeout')` past the deadline, and with the network's error (or the agent's refusal) otherwise.
 */
export function postOnce(input: PostOnce): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const transport = input.url.protocol === 'https:' ? https : http;
    const request = transport.request(input.url, {
      method: 'POST',
      headers: input.headers,
      agent: input.agent,
      lookup: input.lookup,
    });
    const settle = (outcome: () => void): void => {
      clearTimeout(deadline);
      request.destroy();
      outcome();
    };
    const fail = (error: Error): void => settle(() => reject(error));
    const deadline = setTimeout(() => fail(new DeliveryError('timeout')), input.timeoutMs);
    guardConnectedAddress(request, { allowPrivate: input.allowPrivate });
    request.on('error', fail);
    request.on('response', (response) => {
      readCapped(response, input.maxBodyBytes, (body) =>
        settle(() => resolve({ status: response.statusCode ?? 0, body })),
      );
      response.on('error', fail);
    });
    request.end(input.body);
  });
}

/** Calls `done` once, with the first `maxBytes` of the body, when they have come or the body has ended. */
function readCapped(response: IncomingMessage, maxBytes: number, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (): void => done(Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'));
  response.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) finish();
  });
  response.on('end', finish);
}
