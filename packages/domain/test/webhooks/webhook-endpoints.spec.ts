import { describe, expect, it } from '@jest/globals';
import { NotFoundError, StateError, ValidationError, VersionMismatchError } from '@employee/domain';
import { aCompany } from '@employee/domain/testing';
import { seedTree, webhooksWorld } from './webhooks-world';

const URL_A = 'https://hooks.example.com/a';

describe('webhook endpoint use cases', () => {
  it('creates an endpoint, answering its secret once and storing it sealed', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);

    const { endpoint, secret } = await w.create.execute({ companyId: parent.id, url: URL_A });

    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const stored = (await w.repos.webhookEndpoints.ofId(endpoint.id))?.toProps();
    expect(stored?.secret).not.toContain(secret);
    expect(w.box.open(stored?.secret as string)).toBe(secret);
    expect((await w.get.execute({ companyId: parent.id, id: endpoint.id })).toProps()).toEqual(endpoint.toProps());
    const [audit] = await w.repos.audit.list(parent.id, { limit: 10 });
    expect([audit?.action, audit?.changed]).toEqual(['webhook_endpoint.created', ['url', 'is_enabled']]);
  });

  it('merges the caller rejections with its own violations', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);

    const failure = w.create.execute({
      companyId: parent.id,
      url: 'mailto:x@example.com',
      rejected: { description: [{ code: 'TYPE', message: 'must be a string' }] },
    });

    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({
      code: 'WEBHOOK_ENDPOINT.INVALID',
      errors: { url: ['must use http or https'], description: ['must be a string'] },
    });
  });

  it('refuses an eleventh endpoint of one company with a conflict', async () => {
    const w = webhooksWorld();
    const { parent, branch } = await seedTree(w);
    for (let i = 0; i < 10; i += 1) await w.create.execute({ companyId: parent.id, url: `${URL_A}/${i}` });

    const eleventh = w.create.execute({ companyId: parent.id, url: URL_A });

    await expect(eleventh).rejects.toBeInstanceOf(StateError);
    await expect(eleventh).rejects.toMatchObject({ code: 'WEBHOOK_ENDPOINT.LIMIT_REACHED', kind: 'conflict' });
    await expect(w.create.execute({ companyId: branch.id, url: URL_A })).resolves.toBeDefined();
  });

  it("hides another company's endpoint", async () => {
    const w = webhooksWorld();
    const { parent, branch } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: branch.id, url: URL_A });

    for (const act of [
      () => w.get.execute({ companyId: parent.id, id: endpoint.id }),
      () => w.update.execute({ companyId: parent.id, id: endpoint.id, url: URL_A }),
      () => w.remove.execute({ companyId: parent.id, id: endpoint.id }),
      () => w.rotate.execute({ companyId: parent.id, id: endpoint.id }),
      () => w.deliveries.execute({ companyId: parent.id, endpointId: endpoint.id }),
      () => w.test.execute({ companyId: parent.id, endpointId: endpoint.id }),
    ]) {
      await expect(act()).rejects.toMatchObject({ code: 'WEBHOOK_ENDPOINT.NOT_FOUND' });
    }
    await expect(w.get.execute({ companyId: branch.id, id: 'not-a-uuid' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists the company endpoints by creation, in pages', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const created = [];
    for (let i = 0; i < 3; i += 1) {
      created.push((await w.create.execute({ companyId: parent.id, url: `${URL_A}/${i}` })).endpoint.id);
      w.clock.advanceSeconds(1);
    }

    const page = await w.list.execute({ companyId: parent.id, perPage: 2 });

    expect(page.items.map((e) => e.id)).toEqual(created.slice(0, 2));
    expect([page.total, page.lastPage]).toEqual([3, 2]);
    await expect(w.list.execute({ companyId: parent.id, perPage: 0 })).rejects.toMatchObject({ code: 'LIST.INVALID' });
  });

  it('replaces an endpoint on PUT, with If-Match', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A, description: 'one' });

    const updated = await w.update.execute({
      companyId: parent.id,
      id: endpoint.id,
      url: `${URL_A}/v2`,
      eventTypes: ['filter.created'],
      expectedVersion: 1,
    });

    expect([updated.url, updated.description, updated.eventTypes, updated.version]).toEqual([
      `${URL_A}/v2`,
      null,
      ['filter.created'],
      2,
    ]);
    await expect(
      w.update.execute({ companyId: parent.id, id: endpoint.id, url: URL_A, expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(VersionMismatchError);
    await expect(w.update.execute({ companyId: parent.id, id: endpoint.id, url: 'nope' })).rejects.toMatchObject({
      code: 'WEBHOOK_ENDPOINT.INVALID',
    });
  });

  it('rotates the secret: both sign for a day, and the audit names only `secret`', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint, secret: first } = await w.create.execute({ companyId: parent.id, url: URL_A });

    const { secret: second } = await w.rotate.execute({ companyId: parent.id, id: endpoint.id });
    await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });
    await w.deliver.execute();
    w.clock.advanceSeconds(24 * 3600);
    await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });
    await w.deliver.execute();

    expect(second).not.toBe(first);
    expect(w.sender.requests.map((r) => r.secrets)).toEqual([[second, first], [second]]);
    const [audit] = await w.repos.audit.list(parent.id, { limit: 1 });
    expect([audit?.action, audit?.changed]).toEqual(['webhook_endpoint.secret_rotated', ['secret']]);
  });

  it('deletes an endpoint with its deliveries', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });

    await w.remove.execute({ companyId: parent.id, id: endpoint.id });

    await expect(w.get.execute({ companyId: parent.id, id: endpoint.id })).rejects.toBeInstanceOf(NotFoundError);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    const [audit] = await w.repos.audit.list(parent.id, { limit: 1 });
    expect(audit?.action).toBe('webhook_endpoint.deleted');
  });

  it('refuses a test event for a disabled endpoint', async () => {
    const w = webhooksWorld();
    const company = aCompany().build();
    await w.repos.companies.save(company);
    const { endpoint } = await w.create.execute({ companyId: company.id, url: URL_A, isEnabled: false });

    await expect(w.test.execute({ companyId: company.id, endpointId: endpoint.id })).rejects.toMatchObject({
      code: 'WEBHOOK_ENDPOINT.DISABLED',
    });
  });
});
