import { PersonalValues, type Employee } from '@employee/domain';
import { aCompany, anEmployee } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { OPEN_ANSWER, privacyWorld } from './privacy-world';

describe('AnonymiseEmployee (docs/lgpd.md#anonymisation)', () => {
  let w: Awaited<ReturnType<typeof privacyWorld>>;
  beforeEach(async () => {
    w = await privacyWorld();
  });
  const actions = (employeeId: string) =>
    w.repos.audit
      .list(w.seed.company.id, { entityId: employeeId, limit: 100 })
      .then((events) => events.map((e) => e.action).reverse());

  it('soft-deletes an active employee first, then removes its personal values for good', async () => {
    const hired = await w.hire({ birthdate: '15/05/1990', hiringDate: '20/07/2015' });
    w.clock.advanceSeconds(60);
    const anonymised = await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });

    expect(anonymised.state).toBe('anonymised');
    expect(anonymised.deletedAt).toEqual(w.clock.now());
    expect(anonymised.anonymisedAt).toEqual(w.clock.now());
    const p = anonymised.profile;
    expect([p.name, p.socialName, p.email, p.phone, p.document, p.internalId, p.birthdate, p.reasonFiring]).toEqual(
      Array(8).fill(null),
    );
    expect(p.hiringDate?.value).toBe('01/01/2015');
    expect(anonymised.fieldValues).toEqual([]);
    expect(anonymised.campaignIds).toEqual([]);
    expect(anonymised.version).toBe(hired.version + 1);
    expect(await actions(hired.id)).toEqual(['employee.created', 'employee.deleted', 'employee.anonymised']);
    const [last] = await w.repos.audit.list(w.seed.company.id, { entityId: hired.id, limit: 1 });
    expect(last?.changed).toEqual(expect.arrayContaining(['name', 'document', 'birthdate', 'anonymised_at']));
  });

  it('anonymises a soft-deleted employee, keeping the year of its firing date', async () => {
    const hired = await w.hire({ firingDate: '10/09/2026', isVoluntaryFiring: true, reasonFiring: 'Mudança' });
    await w.deleteEmployee.execute({ companyId: w.seed.company.id, id: hired.id });
    const anonymised = await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });
    expect(anonymised.profile.firingDate?.value).toBe('01/01/2026');
    expect(anonymised.profile.isVoluntaryFiring).toBe(true);
    expect(anonymised.profile.reasonFiring).toBeNull();
    expect(await actions(hired.id)).toEqual(['employee.created', 'employee.deleted', 'employee.anonymised']);
  });

  it('is idempotent: a second call answers the same record and writes nothing', async () => {
    const hired = await w.hire();
    const first = await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });
    const events = (await w.repos.audit.list(w.seed.company.id, { limit: 100 })).length;
    const feed = await w.repos.employeeChanges.since(w.seed.company.id, 0, 100);
    w.clock.advanceSeconds(60);

    const second = await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });

    expect(second.toProps()).toEqual(first.toProps());
    expect((await w.repos.audit.list(w.seed.company.id, { limit: 100 })).length).toBe(events);
    expect(await w.repos.employeeChanges.since(w.seed.company.id, 0, 100)).toEqual(feed);
  });

  it('leaves a tombstone in the changes feed and publishes employee.anonymised with ids only', async () => {
    const hired = await w.hire();
    await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });
    const { entries } = await w.repos.employeeChanges.since(w.seed.company.id, 0, 100);
    expect(entries.at(-1)).toMatchObject({ id: hired.id, version: hired.version + 1, change: 'delete' });
  });

  it('unlinks the responses, their open answers removed: the export no longer shows them, counts unchanged', async () => {
    const hired = await w.hire();
    await w.answer(hired.id);
    const before = await w.repos.invitations.countsOf([w.seed.survey.id]);
    const responses = await w.repos.responses.ofCampaign(w.seed.survey.id);

    await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });

    expect(await w.repos.invitations.countsOf([w.seed.survey.id])).toEqual(before);
    const scaleOnly = responses.map((r) => ({ ...r, answers: r.answers.filter((a) => typeof a.value === 'number') }));
    expect(await w.repos.responses.ofCampaign(w.seed.survey.id)).toEqual(scaleOnly);
    expect(await w.repos.dataSubjects.responsesOf(hired.id)).toEqual([]);
    expect(await w.repos.dataSubjects.invitationsOf(hired.id)).toEqual([]);
  });

  it('scrubs the person’s values from stored idempotency answers, keeping the answer’s shape', async () => {
    const hired = await w.hire();
    const other = await w.hire({ name: 'Beatriz Souza Lima', internalId: 'MAT-11111' });
    const body = (e: Employee) =>
      JSON.stringify({ data: { id: e.id, name: e.profile.name?.value, email: e.profile.email?.value } });
    const keys = w.uow.idempotencyKeys;
    for (const [key, e] of [
      ['k1', hired],
      ['k2', other],
    ] as const) {
      await keys.claim('key-1', key, 'f', w.clock.now());
      await keys.complete('key-1', key, { status: 201, headers: { location: `/v1/employees/${e.id}` }, body: body(e) });
    }

    await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });

    const replay = await keys.claim('key-1', 'k1', 'f', w.clock.now());
    expect(replay).toEqual({
      kind: 'answered',
      answer: {
        status: 201,
        headers: { location: `/v1/employees/${hired.id}` },
        body: JSON.stringify({ data: { id: hired.id, name: null, email: null } }),
      },
    });
    const untouched = await keys.claim('key-1', 'k2', 'f', w.clock.now());
    expect(untouched).toMatchObject({ answer: { body: body(other) } });
  });

  it('answers 404 for an unknown id or another company’s employee, and the CLI reaches any company', async () => {
    const stranger = anEmployee().of(aCompany().build()).build();
    await w.repos.employees.save(stranger);
    for (const employeeId of [stranger.id, 'no-such-id']) {
      await expect(w.anonymise.execute({ companyId: w.seed.company.id, employeeId })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_FOUND',
      });
    }
    expect((await w.repos.employees.ofId(stranger.id))?.state).toBe('active');
    const byCli = await w.anonymise.execute({ companyId: null, employeeId: stranger.id });
    expect(byCli.state).toBe('anonymised');
  });

  it('frees the unique values at once: the same document, e-mail and phone can be registered again', async () => {
    const hired = await w.hire();
    await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });
    const p = hired.profile;
    const again = await w.hire({ document: p.document?.value, email: p.email?.value, phone: p.phone?.value });
    expect(again.profile.document?.value).toBe(p.document?.value);
  });

  it('restore refuses an anonymised employee with EMPLOYEE.ANONYMISED', async () => {
    const hired = await w.hire();
    await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });
    await expect(w.restoreEmployee.execute({ id: hired.id })).rejects.toMatchObject({
      code: 'EMPLOYEE.ANONYMISED',
      kind: 'conflict',
    });
  });

  it('collects the person’s values in every form, open answers included', async () => {
    const hired = await w.hire({ birthdate: '15/05/1990' });
    const response = await w.answer(hired.id);
    const values = PersonalValues.of(hired, [response]);
    for (const value of ['15/05/1990', '1990-05-15', 'mat-90817', 'controladoria', OPEN_ANSWER.toLowerCase()])
      expect(values.all).toContain(value);
    expect(values.heldBy(`  ${hired.profile.email?.value.toUpperCase() ?? ''} `)).toBe(true);
  });
});
