import { PROCESSING_PURPOSES } from '@employee/domain';
import { aCompany, anEmployee } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { OPEN_ANSWER, privacyWorld } from './privacy-world';

describe('ExportPersonalData (docs/lgpd.md#access-and-portability)', () => {
  let w: Awaited<ReturnType<typeof privacyWorld>>;
  beforeEach(async () => {
    w = await privacyWorld();
  });
  const exportOf = (employeeId: string) => w.exportPersonalData.execute({ companyId: w.seed.company.id, employeeId });

  it('answers the record, field values and filter names, invitations, responses, audit and purposes', async () => {
    const hired = await w.hire();
    const response = await w.answer(hired.id);
    w.clock.advanceSeconds(5);

    const result = await exportOf(hired.id);

    expect(result.employee.toProps()).toEqual((await w.repos.employees.ofId(hired.id))?.toProps());
    expect(result.fields).toEqual([
      { filterId: w.seed.department.id, key: 'department', name: w.seed.department.name, value: 'Controladoria' },
    ]);
    expect(result.campaignInvitations).toEqual([
      {
        campaignId: w.seed.survey.id,
        campaignName: w.seed.survey.name,
        status: 'answered',
        startsOn: null,
        endsOn: null,
        answeredAt: response.submittedAt,
        delivery: null, // a links campaign: the platform sent nothing
      },
    ]);
    expect(result.surveyResponses).toEqual([response]);
    expect(result.surveyResponses[0]?.answers.map((a) => a.value)).toContain(OPEN_ANSWER);
    expect(result.auditEvents.map((e) => e.action)).toEqual(['employee.created']);
    expect(result.processingPurposes).toBe(PROCESSING_PURPOSES);
    expect(result.exportedAt).toEqual(w.clock.now());
  });

  it('records personal_data.exported about the employee, with no field named', async () => {
    const hired = await w.hire();
    await exportOf(hired.id);
    const [last] = await w.repos.audit.list(w.seed.company.id, { limit: 1 });
    expect(last).toMatchObject({
      action: 'personal_data.exported',
      entity: 'employee',
      entityId: hired.id,
      changed: [],
    });
    const again = await exportOf(hired.id);
    expect(again.auditEvents.map((e) => e.action)).toEqual(['personal_data.exported', 'employee.created']);
  });

  it('exports a soft-deleted employee with every preserved field, and an anonymised one', async () => {
    const hired = await w.hire({
      reasonFiring: 'Nova oportunidade',
      firingDate: '20/11/2026',
      isVoluntaryFiring: true,
    });
    await w.deleteEmployee.execute({ companyId: w.seed.company.id, id: hired.id });
    const deleted = await exportOf(hired.id);
    expect(deleted.employee.profile.reasonFiring).toBe('Nova oportunidade');
    expect(deleted.employee.state).toBe('soft-deleted');
    expect(deleted.fields).toEqual([]);

    await w.anonymise.execute({ companyId: w.seed.company.id, employeeId: hired.id });
    const anonymised = await exportOf(hired.id);
    expect(anonymised.employee.state).toBe('anonymised');
    expect(anonymised.employee.profile.name).toBeNull();
  });

  it('answers 404 for an unknown id or another company’s employee, and records nothing', async () => {
    const stranger = anEmployee().of(aCompany().build()).build();
    await w.repos.employees.save(stranger);
    for (const employeeId of [stranger.id, 'no-such-id']) {
      await expect(exportOf(employeeId)).rejects.toMatchObject({ code: 'EMPLOYEE.NOT_FOUND' });
    }
    expect(await w.repos.audit.list(w.seed.company.id, { limit: 10 })).toEqual([]);
  });
});
