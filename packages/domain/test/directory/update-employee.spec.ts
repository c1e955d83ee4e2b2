import { NotFoundError, type Employee } from '@employee/domain';
import { aCompany, anEmployee, validEmployeeInput } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { seedCompany, violationsOf, world } from '../world';

describe('UpdateEmployee', () => {
  let w: ReturnType<typeof world>;
  let seed: Awaited<ReturnType<typeof seedCompany>>;
  let employee: Employee;
  const update = (body: Record<string, unknown>, id = employee.id) =>
    w.updateEmployee.execute({ removeCampaign: false, ...body, companyId: seed.company.id, id });

  beforeEach(async () => {
    w = world();
    seed = await seedCompany(w);
    employee = await w.createEmployee.execute({
      ...validEmployeeInput({
        socialName: 'Joana Santos',
        hiringDate: '01/02/2015',
        includeCampaign: true,
        fields: [
          { key: 'department', value: 'Vendas' },
          { key: 'site', value: 'Campinas' },
        ],
      }),
      companyId: seed.company.id,
    });
    w.clock.advanceSeconds(60);
  });

  it('changes only the properties present in the body', async () => {
    const updated = await update({ phone: '+55 21 99876-5432', isOnLeave: true });
    expect(updated.profile.phone?.value).toBe('+5521998765432');
    expect(updated.profile.isOnLeave).toBe(true);
    expect(updated.profile.name).toEqual(employee.profile.name);
    expect(updated.profile.document).toEqual(employee.profile.document);
    expect(updated.fieldValues).toEqual(employee.fieldValues);
    expect(updated.campaignIds).toEqual([seed.survey.id]);
    expect(updated.updatedAt).toEqual(w.clock.now());
    expect(updated.createdAt).toEqual(employee.createdAt);
  });

  it('clears a nullable property with null, but never the identify-key field', async () => {
    expect((await update({ socialName: null })).profile.socialName).toBeNull();
    const { codes } = await violationsOf(update({ document: null }));
    expect(codes).toEqual({ document: ['EMPLOYEE.IDENTIFY_KEY_REQUIRED'] });
  });

  it('requires remove_campaign, and refuses it together with include_campaign true', async () => {
    const missing = await violationsOf(w.updateEmployee.execute({ companyId: seed.company.id, id: employee.id }));
    expect(missing.codes).toEqual({ remove_campaign: ['CAMPAIGN.REMOVE_REQUIRED'] });
    const both = await violationsOf(update({ includeCampaign: true, removeCampaign: true }));
    expect(both.codes).toEqual({ remove_campaign: ['CAMPAIGN.FLAGS_EXCLUSIVE'] });
  });

  it('unlinks active campaigns with remove_campaign true, keeping links to inactive ones', async () => {
    const stored = (await w.repos.employees.ofId(employee.id)) as Employee;
    stored.joinCampaigns([seed.paused.id], w.clock.now());
    await w.repos.employees.save(stored);
    expect((await update({ removeCampaign: true })).campaignIds).toEqual([seed.paused.id]);
    expect((await update({ includeCampaign: true })).campaignIds).toEqual([seed.paused.id, seed.survey.id]);
    expect((await update({ includeCampaign: false })).campaignIds).toEqual([seed.paused.id, seed.survey.id]);
  });

  it('replaces the whole set of field values when fields is present, and keeps it when absent', async () => {
    const replaced = await update({ fields: [{ key: 'department', value: 'RH' }] });
    expect(replaced.fieldValues).toEqual([{ filterId: seed.department.id, key: 'department', value: 'RH' }]);
    const kept = await update({ isOnLeave: true });
    expect(kept.fieldValues).toEqual(replaced.fieldValues);
    const { codes } = await violationsOf(update({ fields: [{ key: 'site', value: 'Matriz' }] }));
    expect(codes).toEqual({ fields: ['FIELDS.REQUIRED_MISSING'] });
  });

  it('checks a new firing_date against the stored hiring_date', async () => {
    const { codes } = await violationsOf(update({ firingDate: '01/01/2015', isVoluntaryFiring: false }));
    expect(codes).toEqual({ firing_date: ['DATE.ORDER'] });
  });

  it('rejects a document held by another employee, and accepts keeping its own', async () => {
    const other = anEmployee().of(aCompany().build()).build();
    await w.repos.employees.save(other);
    const { codes } = await violationsOf(update({ document: other.profile.document?.value }));
    expect(codes).toEqual({ document: ['DOCUMENT.TAKEN'] });
    await expect(update({ document: employee.profile.document?.value })).resolves.toBeDefined();
  });

  it('answers 404 for an employee of another company, a soft-deleted one, an unknown id and a non-UUID', async () => {
    const stranger = anEmployee().of(aCompany().build()).build();
    await w.repos.employees.save(stranger);
    await expect(update({}, stranger.id)).rejects.toMatchObject({ code: 'EMPLOYEE.NOT_FOUND' });
    await expect(update({}, 'not-a-uuid')).rejects.toBeInstanceOf(NotFoundError);
    await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });
    await expect(update({})).rejects.toMatchObject({ code: 'EMPLOYEE.NOT_FOUND' });
  });

  it('leaves the stored employee untouched when the update is rejected', async () => {
    await violationsOf(update({ name: 'Ana Souza', phone: '11987654321' }));
    expect((await w.repos.employees.ofId(employee.id))?.toProps()).toEqual(employee.toProps());
  });

  describe('firing → settlement', () => {
    it(
      'keeps a fired employee visible until the settle delay, then ' + 'soft-deletes it keeping the dismissal history',
      async () => {
        const fired = await update({
          firingDate: '21/11/2026',
          isVoluntaryFiring: false,
          reasonFiring: 'Reestruturação',
        });
        expect(fired.state).toBe('firing-recorded');
        expect(fired.fieldValues).toHaveLength(2);
        expect(fired.campaignIds).toEqual([seed.survey.id]);
        await expect(w.getEmployee.execute({ companyId: seed.company.id, id: employee.id })).resolves.toBeDefined();

        w.clock.advanceSeconds(4);
        expect(await w.settleDueFirings.execute()).toEqual({ settled: 0 });
        w.clock.advanceSeconds(1);
        expect(await w.settleDueFirings.execute()).toEqual({ settled: 1 });
        expect(await w.settleDueFirings.execute()).toEqual({ settled: 0 });

        await expect(w.getEmployee.execute({ companyId: seed.company.id, id: employee.id })).rejects.toMatchObject({
          code: 'EMPLOYEE.NOT_FOUND',
        });
        const settled = (await w.repos.employees.ofId(employee.id)) as Employee;
        expect(settled.state).toBe('soft-deleted');
        expect(settled.deletedAt).toEqual(w.clock.now());
        expect(settled.fieldValues).toEqual([]);
        expect(settled.campaignIds).toEqual([]);
        expect(settled.profile.firingDate?.value).toBe('21/11/2026');
        expect(settled.profile.isVoluntaryFiring).toBe(false);
        expect(settled.profile.reasonFiring).toBe('Reestruturação');
        expect(settled.profile.document).toEqual(employee.profile.document);
      },
    );

    it('removes campaign links at firing time when remove_campaign is true', async () => {
      const fired = await update({ firingDate: '21/11/2026', isVoluntaryFiring: true, removeCampaign: true });
      expect(fired.campaignIds).toEqual([]);
    });

    it('cancels a pending firing with firing_date null, clearing its details', async () => {
      await update({ firingDate: '21/11/2026', isVoluntaryFiring: true, reasonFiring: 'x' });
      const cancelled = await update({ firingDate: null });
      expect(cancelled.state).toBe('active');
      expect(cancelled.profile.isVoluntaryFiring).toBeNull();
      expect(cancelled.profile.reasonFiring).toBeNull();
      w.clock.advanceSeconds(3600);
      expect(await w.settleDueFirings.execute()).toEqual({ settled: 0 });
      await expect(w.getEmployee.execute({ companyId: seed.company.id, id: employee.id })).resolves.toBeDefined();
    });

    it('keeps the pending settlement time when the firing date is corrected', async () => {
      const first = await update({ firingDate: '21/11/2026', isVoluntaryFiring: true });
      w.clock.advanceSeconds(3);
      const corrected = await update({ firingDate: '20/11/2026' });
      expect(corrected.firingSettlesAt).toEqual(first.firingSettlesAt);
    });

    it('requires is_voluntary_firing with a firing_date', async () => {
      const { codes } = await violationsOf(update({ firingDate: '21/11/2026' }));
      expect(codes).toEqual({ is_voluntary_firing: ['FIRING.VOLUNTARY_REQUIRED'] });
    });
  });
});
