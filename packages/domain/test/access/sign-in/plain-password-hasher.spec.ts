import { PlainPasswordHasher } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

describe('PlainPasswordHasher (the test double of PasswordHasher)', () => {
  it('verifies the NFC form of the password, refuses the placeholder and counts every verification', async () => {
    const hasher = new PlainPasswordHasher();
    const stored = await hasher.hash('cafe\u0301 com leite');

    expect(await hasher.verify('café com leite', stored)).toBe(true);
    expect(await hasher.verify('cafe com leite', stored)).toBe(false);
    expect(await hasher.verify('café com leite', hasher.placeholderHash)).toBe(false);
    expect(hasher.verifications).toBe(3);
    expect(hasher.needsRehash(stored)).toBe(false);
  });
});
