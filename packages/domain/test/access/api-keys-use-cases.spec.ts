import {
  AuthenticateApiKey,
  DescribeApiKey,
  IssueApiKey,
  NotFoundError,
  RevokeApiKey,
  SCOPES,
  StateError,
  UnauthenticatedError,
  type ApiKeys,
  type UnitOfWork,
} from '@employee/domain';
import {
  FixedClock,
  InMemoryUnitOfWork,
  PlainApiKeyCodec,
  SequentialIdGenerator,
  aCompany,
  anApiKey,
} from '@employee/domain/testing';
import { describe, expect, it, jest } from '@jest/globals';

const UNKNOWN_COMPANY = '99999999-9999-4999-8999-999999999999';

/** In-memory storage with one company, a fixed clock, sequential ids, the plain codec and the key use cases. */
async function keyWorld() {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const codec = new PlainApiKeyCodec();
  const company = aCompany().named('Acme').build();
  await uow.repositories.companies.save(company);
  return {
    uow,
    clock,
    codec,
    company,
    keys: uow.repositories.apiKeys,
    issue: new IssueApiKey(uow, clock, new SequentialIdGenerator(), codec),
    revoke: new RevokeApiKey(uow, clock),
    describe: new DescribeApiKey(uow, codec),
    authenticate: new AuthenticateApiKey(uow, codec),
  };
}

/** A unit of work whose `liveOfCompany` sees no key, as if another issue had committed one after the read. */
function blindToLiveKeys(uow: InMemoryUnitOfWork): UnitOfWork {
  return {
    run: (work) =>
      uow.run((r) => {
        const apiKeys: ApiKeys = {
          ofIdentifier: (identifier) => r.apiKeys.ofIdentifier(identifier),
          liveOfCompany: async () => [],
          save: (key) => r.apiKeys.save(key),
        };
        return work({ ...r, apiKeys });
      }),
  };
}

/** The error `promise` rejects with (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection, but the call succeeded');
    },
    (error: unknown) => error,
  );
}

describe('IssueApiKey', () => {
  it('shows the key once and stores only its identifier and secret hash, live from now', async () => {
    const w = await keyWorld();

    const issued = await w.issue.execute({ companyId: w.company.id });

    const now = w.clock.now();
    expect(issued).toEqual({ companyId: w.company.id, key: 'test_key1_secret1', prefix: 'test_key1', createdAt: now });
    const live = await w.keys.liveOfCompany(w.company.id);
    expect(live.map((k) => k.toProps())).toEqual([
      {
        id: expect.any(String),
        companyId: w.company.id,
        identifier: 'key1',
        secretHash: 'plain:secret1',
        environment: 'test',
        createdAt: now,
        revokedAt: null,
      },
    ]);
    expect((await w.authenticate.execute(issued.key)).company.id).toBe(w.company.id);
  });

  it('revokes the earlier key of the company: only the newest works', async () => {
    const w = await keyWorld();
    const first = await w.issue.execute({ companyId: w.company.id });
    w.clock.advanceSeconds(60);

    const second = await w.issue.execute({ companyId: w.company.id });

    expect((await w.keys.ofIdentifier('key1'))?.revokedAt).toEqual(w.clock.now());
    expect((await w.keys.liveOfCompany(w.company.id)).map((k) => k.identifier)).toEqual(['key2']);
    await expect(w.authenticate.execute(first.key)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect((await w.authenticate.execute(second.key)).company.id).toBe(w.company.id);
  });

  it('leaves the keys of other companies working', async () => {
    const w = await keyWorld();
    const other = aCompany().build();
    await w.uow.repositories.companies.save(other);
    const theirs = await w.issue.execute({ companyId: other.id });

    await w.issue.execute({ companyId: w.company.id });

    expect((await w.authenticate.execute(theirs.key)).company.id).toBe(other.id);
  });

  it('refuses an unknown company, or an id that is not a UUID, with COMPANY.NOT_FOUND and stores nothing', async () => {
    const w = await keyWorld();

    for (const companyId of [UNKNOWN_COMPANY, 'not-a-uuid']) {
      const error = await rejectionOf(w.issue.execute({ companyId: companyId }));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ code: 'COMPANY.NOT_FOUND' });
    }
    expect(await w.keys.liveOfCompany(UNKNOWN_COMPANY)).toEqual([]);
  });

  it('reports API_KEY.ALREADY_LIVE when storage already holds another live key it did not see (a race)', async () => {
    const w = await keyWorld();
    await w.issue.execute({ companyId: w.company.id });
    const racing = new IssueApiKey(blindToLiveKeys(w.uow), w.clock, new SequentialIdGenerator('aa'), w.codec);

    const error = await rejectionOf(racing.execute({ companyId: w.company.id }));

    expect(error).toBeInstanceOf(StateError);
    expect(error).toMatchObject({ code: 'API_KEY.ALREADY_LIVE' });
    expect((await w.keys.liveOfCompany(w.company.id)).map((k) => k.identifier)).toEqual(['key1']);
  });
});

describe('RevokeApiKey', () => {
  it('revokes the live key at once', async () => {
    const w = await keyWorld();
    const issued = await w.issue.execute({ companyId: w.company.id });
    w.clock.advanceSeconds(30);

    expect(await w.revoke.execute({ companyId: w.company.id })).toEqual({ companyId: w.company.id, revoked: true });

    expect(await w.keys.liveOfCompany(w.company.id)).toEqual([]);
    expect((await w.keys.ofIdentifier('key1'))?.revokedAt).toEqual(w.clock.now());
    await expect(w.authenticate.execute(issued.key)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('is fine for a company without a live key, and keeps the first revocation time', async () => {
    const w = await keyWorld();
    await w.issue.execute({ companyId: w.company.id });
    await w.revoke.execute({ companyId: w.company.id });
    const revokedAt = (await w.keys.ofIdentifier('key1'))?.revokedAt;
    w.clock.advanceSeconds(30);

    expect(await w.revoke.execute({ companyId: w.company.id })).toEqual({ companyId: w.company.id, revoked: true });

    expect((await w.keys.ofIdentifier('key1'))?.revokedAt).toEqual(revokedAt);
  });

  it('refuses an unknown company with COMPANY.NOT_FOUND', async () => {
    const w = await keyWorld();

    await expect(w.revoke.execute({ companyId: UNKNOWN_COMPANY })).rejects.toMatchObject({ code: 'COMPANY.NOT_FOUND' });
  });
});

describe('DescribeApiKey', () => {
  it('answers the prefix and issue time of the live key, as issuing showed them; never the secret', async () => {
    const w = await keyWorld();
    await w.issue.execute({ companyId: w.company.id });
    w.clock.advanceSeconds(60);
    const newest = await w.issue.execute({ companyId: w.company.id });

    const described = await w.describe.execute({ companyId: w.company.id });

    expect(described).toEqual({ prefix: newest.prefix, createdAt: newest.createdAt });
    expect(JSON.stringify(described)).not.toContain('secret');
  });

  it('is API_KEY.NOT_FOUND without a live key, and COMPANY.NOT_FOUND for an unknown company', async () => {
    const w = await keyWorld();
    await expect(w.describe.execute({ companyId: w.company.id })).rejects.toMatchObject({ code: 'API_KEY.NOT_FOUND' });
    await w.issue.execute({ companyId: w.company.id });
    await w.revoke.execute({ companyId: w.company.id });
    await expect(w.describe.execute({ companyId: w.company.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(w.describe.execute({ companyId: UNKNOWN_COMPANY })).rejects.toMatchObject({
      code: 'COMPANY.NOT_FOUND',
    });
  });
});

describe('AuthenticateApiKey', () => {
  it("answers the live key's principal: its company, holding every scope of the catalogue there", async () => {
    const w = await keyWorld();
    const issued = await w.issue.execute({ companyId: w.company.id });

    const principal = await w.authenticate.execute(issued.key);

    const [key] = await w.keys.liveOfCompany(w.company.id);
    expect({ kind: principal.kind, id: principal.id, company: principal.company.toProps() }).toEqual({
      kind: 'api-key',
      id: key?.id,
      company: w.company.toProps(),
    });
    expect(principal.grants).toEqual([{ companyId: w.company.id, scopes: new Set(SCOPES) }]);
  });

  it(
    'refuses a missing, malformed, unknown, revoked or mismatching ' +
      'key, or one of a missing company, with one error',
    async () => {
      const w = await keyWorld();
      const revoked = await w.issue.execute({ companyId: w.company.id });
      const live = await w.issue.execute({ companyId: w.company.id });
      const orphan = w.codec.generate();
      await w.keys.save(anApiKey().of(UNKNOWN_COMPANY).issuedAs(orphan).build());

      const presented = [
        undefined,
        '',
        'garbage',
        'Bearer test_key2_secret2',
        'test_key999_secret999',
        revoked.key,
        'test_key2_secret1',
        orphan.plaintext,
      ];
      const errors = await Promise.all(presented.map((key) => rejectionOf(w.authenticate.execute(key))));

      for (const error of errors) {
        expect(error).toBeInstanceOf(UnauthenticatedError);
        expect(error).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
      }
      expect(new Set(errors.map((e) => (e as Error).message)).size).toBe(1);
      expect((await w.authenticate.execute(live.key)).company.id).toBe(w.company.id);
    },
  );

  it('refuses a missing or malformed key without reading storage', async () => {
    const w = await keyWorld();
    const run = jest.spyOn(w.uow, 'run');

    for (const key of [undefined, '', 'test_key1', 'emp_sandbox_x_y']) {
      await expect(w.authenticate.execute(key)).rejects.toBeInstanceOf(UnauthenticatedError);
    }

    expect(run).not.toHaveBeenCalled();
  });

  it('compares one hash for an unknown identifier, a revoked key and a live one alike', async () => {
    const w = await keyWorld();
    const revoked = await w.issue.execute({ companyId: w.company.id });
    const live = await w.issue.execute({ companyId: w.company.id });
    const counts: number[] = [];

    for (const key of ['test_key999_secret999', revoked.key, 'test_key2_secret1', live.key]) {
      const before = w.codec.comparisons;
      await w.authenticate.execute(key).catch(() => undefined);
      counts.push(w.codec.comparisons - before);
    }

    expect(counts).toEqual([1, 1, 1, 1]);
  });

  it('refuses a key stored for another environment; accepts one stored before environments were', async () => {
    const w = await keyWorld();
    const other = aCompany().named('Other').build();
    await w.uow.repositories.companies.save(other);
    const sandbox = w.codec.generate();
    const legacy = w.codec.generate();
    await w.keys.save(anApiKey().of(w.company).issuedAs(sandbox).issuedFor('sandbox').build());
    await w.keys.save(anApiKey().of(other).issuedAs(legacy).issuedFor(null).build());

    await expect(w.authenticate.execute(sandbox.plaintext)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect((await w.authenticate.execute(legacy.plaintext)).company.id).toBe(other.id);
  });
});
