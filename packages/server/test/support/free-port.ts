import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it), for a child server to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port BELOW the kernel's ephemeral range (`net.ipv4.ip_local_port_range`), for a server that
 * is stopped and started again on the same port while its clients keep connecting to it: a port of the
 * ephemeral range could meanwhile be handed to another process's `listen(0)` (the restart would fail), or
 * become the source port of one of those connection attempts (a TCP self-connect to a port nobody listens on).
 * Falls back to {@link freePort} when nothing below the range is free.
 */
export async function portOutsideEphemeralRange(): Promise<number> {
  let low = 32_768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // not Linux: assume the IANA default range (49152-65535) or Linux's, whichever is lower
  }
  const from = Math.max(10_000, low - 12_000);
  for (let attempt = 0; attempt < 50 && from < low; attempt += 1) {
    const port = randomInt(from, low);
    if (await canListen(port)) return port;
  }
  return freePort();
}
