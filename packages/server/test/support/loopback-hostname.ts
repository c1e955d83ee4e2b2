import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { isIP } from 'node:net';

/** Whether `address` is a loopback address (127.0.0.0/8, ::1, or IPv4 loopback written as IPv6). */
function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** The host names `/etc/hosts` gives a loopback address (none when it cannot be read). */
function hostsFileLoopbackNames(): string[] {
  let text: string;
  try {
    text = readFileSync('/etc/hosts', 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([address]) => address !== undefined && isLoopback(address))
    .flatMap(([, ...names]) => names);
}

/**
 * A host name of this machine, neither `localhost` nor a `*.localhost` name nor an address, that the system
 * resolver turns into loopback addresses only (the machine's own name, or another `/etc/hosts` name of 127.0.0.1
 * or ::1), or `null` when there is none: the name a URL can be saved under and that resolves to loopback only at
 * delivery, without a DNS server (docs/webhooks.md#delivery-requests-and-ssrf-defence).
 */
export async function loopbackHostname(): Promise<string | null> {
  const candidates = [hostname(), ...hostsFileLoopbackNames()].filter(
    (name) => name !== '' && isIP(name) === 0 && name !== 'localhost' && !name.endsWith('.localhost'),
  );
  for (const name of new Set(candidates)) {
    try {
      const addresses = await lookup(name, { all: true });
      if (addresses.length > 0 && addresses.every((a) => isLoopback(a.address))) return name;
    } catch {
      // does not resolve here: try the next one
    }
  }
  return null;
}
