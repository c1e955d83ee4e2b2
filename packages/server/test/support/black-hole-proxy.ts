import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/** A TCP proxy between the server and its database that can stop forwarding without closing anything. */
export interface BlackHoleProxy {
  /** The loopback port clients connect to instead of the target's. */
  readonly port: number;
  /**
   * Stops forwarding in both directions: bytes already sent and bytes still to come are held back (as a
   * network partition's lost packets are retransmitted later), no socket is closed, new connections are
   * accepted and held the same way.
   */
  blackHole(): void;
  /** Forwards again, first what was held back, in order. */
  heal(): void;
  /** Closes every connection and the listener. */
  close(): Promise<void>;
}

/** One direction of a proxied connection: forwards `from` to `to`, or holds the chunks while black-holed. */
function pipeHeld(from: Socket, to: Socket, held: () => boolean): { flush(): void } {
  const queue: Buffer[] = [];
  const flush = (): void => {
    while (queue.length > 0 && !held()) to.write(queue.shift()!);
  };
  from.on('data', (chunk: Buffer) => {
    queue.push(chunk);
    flush();
  });
  return { flush };
}

/**
 * Starts a proxy on a free loopback port that forwards every connection to `targetPort` on 127.0.0.1. A socket
 * that closes on either side closes its peer (a client giving up a connection frees the database's backend).
 * Source: docs/reliability.md#time-bounds.
 */
export async function startBlackHoleProxy(targetPort: number): Promise<BlackHoleProxy> {
  let blackHoled = false;
  const sockets = new Set<Socket>();
  const flushes = new Set<{ flush(): void }>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const directions = [pipeHeld(client, upstream, () => blackHoled), pipeHeld(upstream, client, () => blackHoled)];
    for (const direction of directions) flushes.add(direction);
    client.on('close', () => directions.forEach((direction) => flushes.delete(direction)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    blackHole() {
      blackHoled = true;
    },
    heal() {
      blackHoled = false;
      for (const direction of flushes) direction.flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
