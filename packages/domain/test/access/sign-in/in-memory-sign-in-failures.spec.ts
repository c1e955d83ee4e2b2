import { NO_SIGN_IN_FAILURES } from '@employee/domain';
import { InMemorySignInFailures, signInFailuresContract } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

signInFailuresContract('in-memory', async () => ({ failures: new InMemorySignInFailures() }));

describe('InMemorySignInFailures', () => {
  it('keeps the hash of an e-mail, never the e-mail itself', async () => {
    const failures = new InMemorySignInFailures();
    await failures.reserve('ana@example.com', NO_SIGN_IN_FAILURES, new Date('2026-11-23T12:00:00Z'));

    expect(failures.storesKey('ana@example.com')).toBe(false);
  });
});
