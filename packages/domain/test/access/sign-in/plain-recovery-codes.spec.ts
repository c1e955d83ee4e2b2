import { PlainRecoveryCodes } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

describe('PlainRecoveryCodes (the test double of RecoveryCodes)', () => {
  it('gives ten codes per set, each usable once', () => {
    const recovery = new PlainRecoveryCodes();
    const { codes, hashes } = recovery.generate();

    expect(codes[0]).toBe('set1-code01');
    const left = recovery.consume('set1-code01', hashes);
    expect(left).toHaveLength(9);
    expect(recovery.consume('set1-code01', left ?? [])).toBeNull();
    expect(recovery.generate().codes[9]).toBe('set2-code10');
  });
});
