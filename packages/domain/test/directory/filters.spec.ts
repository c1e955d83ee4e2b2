import { CreateFilter, DeleteFilter, GetFilter, ListFilters, UpdateFilter, type Employee } from '@employee/domain';
import { aCompany, aFilter, anEmployee } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { violationsOf, world } from '../world';

describe('filter use cases', () => {
  let w: ReturnType<typeof world>;
  const company = aCompany().build();
  const other = aCompany().build();
  let createFilter: CreateFilter;
  const create = (body: Record<string, unknown>) => createFilter.execute({ ...body, companyId: company.id });

  beforeEach(async () => {
    w = world();
    createFilter = new CreateFilter(w.uow, w.clock, w.ids);
    await w.repos.companies.save(company);
    await w.repos.companies.save(other);
  });

  it('creates a filter with defaults: name = key, not required, no default value', async () => {
    const filter = await create({ key: 'cost_center_2' });
    expect(filter.toProps()).toMatchObject({
      key: 'cost_center_2',
      name: 'cost_center_2',
      isRequired: false,
      defaultValue: null,
      active: true,
    });
    const full = await create({ key: 'site', name: ' Unidade ', isRequired: true, defaultValue: 'Matriz' });
    expect(full.toProps()).toMatchObject({ key: 'site', name: 'Unidade', isRequired: true, defaultValue: 'Matriz' });
  });

  it('reports every invalid property at once', async () => {
    const { codes, error } = await violationsOf(
      create({ key: 'Cost Center', isRequired: 'yes', defaultValue: 3, name: '' }),
    );
    expect(error.code).toBe('FILTER.INVALID');
    expect(codes).toEqual({
      key: ['FILTER.KEY_FORMAT'],
      is_required: ['BOOLEAN.INVALID'],
      default_value: ['TEXT.NOT_A_STRING'],
      name: ['FILTER.NAME_EMPTY'],
    });
    expect((await violationsOf(create({}))).codes).toEqual({ key: ['FILTER.KEY_REQUIRED'] });
  });

  it('keeps keys unique among the company’s active filters only', async () => {
    const first = await create({ key: 'department' });
    expect((await violationsOf(create({ key: 'department' }))).codes).toEqual({ key: ['FILTER.KEY_TAKEN'] });
    await expect(createFilter.execute({ key: 'department', companyId: other.id })).resolves.toBeDefined();
    await new DeleteFilter(w.uow, w.clock).execute({ companyId: company.id, id: first.id });
    await expect(create({ key: 'department' })).resolves.toBeDefined();
  });

  it('lists active filters page by page and reads one of the company only', async () => {
    for (const key of ['a', 'b', 'c']) {
      w.clock.advanceSeconds(1);
      await create({ key });
    }
    await w.repos.filters.save(aFilter().of(other).withKey('z').build());
    const page = await new ListFilters(w.uow).execute({ companyId: company.id, perPage: 2 });
    expect(page).toMatchObject({ total: 3, lastPage: 2 });
    expect(page.items.map((f) => f.key)).toEqual(['a', 'b']);
    const foreign = aFilter().of(other).withKey('y').build();
    await w.repos.filters.save(foreign);
    await expect(new GetFilter(w.uow).execute({ companyId: company.id, id: foreign.id })).rejects.toMatchObject({
      code: 'FILTER.NOT_FOUND',
    });
  });

  it('reports a key in use together with the other violations', async () => {
    await create({ key: 'area' });
    expect((await violationsOf(create({ key: 'area', isRequired: 'yes' }))).codes).toEqual({
      is_required: ['BOOLEAN.INVALID'],
      key: ['FILTER.KEY_TAKEN'],
    });
  });

  it('reports the caller’s rejected properties with the other violations, on create and update', async () => {
    const rejected = { name: [{ code: 'JSON.TYPE', message: 'must be a string' }] };
    await create({ key: 'area' });
    expect((await violationsOf(create({ key: 'area', name: 2, rejected }))).error.errors).toEqual({
      name: ['must be a string'],
      key: ['is already in use'],
    });
    const site = await create({ key: 'site' });
    const update = new UpdateFilter(w.uow, w.clock).execute({
      companyId: company.id,
      id: site.id,
      key: 'area',
      name: 2,
      rejected,
    });
    expect((await violationsOf(update)).error.errors).toEqual({
      name: ['must be a string'],
      key: ['is already in use'],
    });
  });

  it('shows stored employee values under the filter’s new key after a key change', async () => {
    const department = await create({ key: 'department' });
    const employee = anEmployee()
      .of(company)
      .withFieldValues([{ filterId: department.id, key: 'department', value: 'RH' }])
      .build();
    await w.repos.employees.save(employee);
    await new UpdateFilter(w.uow, w.clock).execute({ companyId: company.id, id: department.id, key: 'area' });
    const read = await w.getEmployee.execute({ companyId: company.id, id: employee.id });
    expect(read.fieldValues).toEqual([{ filterId: department.id, key: 'area', value: 'RH' }]);
  });

  it('updates only the properties present, and refuses a key in use', async () => {
    const site = await create({ key: 'site', defaultValue: 'Matriz' });
    await create({ key: 'area' });
    w.clock.advanceSeconds(5);
    const update = new UpdateFilter(w.uow, w.clock);
    const updated = await update.execute({ companyId: company.id, id: site.id, isRequired: true });
    expect(updated.toProps()).toMatchObject({
      key: 'site',
      isRequired: true,
      defaultValue: 'Matriz',
      updatedAt: w.clock.now(),
    });
    expect((await update.execute({ companyId: company.id, id: site.id, defaultValue: null })).defaultValue).toBeNull();
    expect((await violationsOf(update.execute({ companyId: company.id, id: site.id, key: 'area' }))).codes).toEqual({
      key: ['FILTER.KEY_TAKEN'],
    });
  });

  it('deletes by deactivating: gone from lists, reads and fields, and its employee values removed', async () => {
    const department = await create({ key: 'department' });
    const site = await create({ key: 'site' });
    const employee = anEmployee()
      .of(company)
      .withFieldValues([
        { filterId: department.id, key: 'department', value: 'RH' },
        { filterId: site.id, key: 'site', value: 'Matriz' },
      ])
      .build();
    await w.repos.employees.save(employee);

    await new DeleteFilter(w.uow, w.clock).execute({ companyId: company.id, id: department.id });

    expect((await w.repos.filters.ofId(department.id))?.active).toBe(false);
    expect((await new ListFilters(w.uow).execute({ companyId: company.id })).items.map((f) => f.key)).toEqual(['site']);
    await expect(new GetFilter(w.uow).execute({ companyId: company.id, id: department.id })).rejects.toMatchObject({
      code: 'FILTER.NOT_FOUND',
    });
    expect(((await w.repos.employees.ofId(employee.id)) as Employee).fieldValues).toEqual([
      { filterId: site.id, key: 'site', value: 'Matriz' },
    ]);
    await expect(
      new DeleteFilter(w.uow, w.clock).execute({ companyId: company.id, id: department.id }),
    ).rejects.toMatchObject({
      code: 'FILTER.NOT_FOUND',
    });
  });
});
