import { describe, expect, it } from '@jest/globals';
import { refusedRange } from '../src/address-policy';

/** docs/webhooks.md#delivery-requests-and-ssrf-defence: which addresses a webhook may be sent to. */
describe('refusedRange', () => {
  const strict = { allowPrivate: false };
  const lenient = { allowPrivate: true };

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('allows public unicast %s', (address) => {
    expect(refusedRange(address, strict)).toBeNull();
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['fc00::1', 'uniqueLocal'],
    ['fdff::1', 'uniqueLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['fd00:ec2::254', 'metadata'],
    ['', 'not_an_address'],
    ['localhost', 'not_an_address'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address, strict)).toBe(range);
  });

  it('with allowPrivate, allows private, loopback and carrier-grade NAT addresses', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.0.0.1',
      '192.168.1.1',
      'fd12::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect([address, refusedRange(address, lenient)]).toEqual([address, null]);
    }
  });

  it('with allowPrivate, still refuses unspecified, link-local and metadata addresses', () => {
    for (const address of ['0.0.0.0', '::', '169.254.169.254', '::ffff:169.254.169.254', 'fe80::1', 'fd00:ec2::254']) {
      expect(refusedRange(address, lenient)).not.toBeNull();
    }
    expect(refusedRange('100.100.100.200', lenient)).toBe('metadata');
  });
});
