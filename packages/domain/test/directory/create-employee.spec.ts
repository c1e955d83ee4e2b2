import { NotFoundError } from '@employee/domain';
import { aCompany, anEmployee, uniqueCpf, validEmployeeInput } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { seedCompany, violationsOf, world } from '../world';

describe('CreateEmployee', () => {
  let w: ReturnType<typeof world>;
  let seed: Awaited<ReturnType<typeof seedCompany>>;
  const create = (body: Record<string, unknown>) => w.createEmployee.execute({ ...body, companyId: seed.company.id });

  beforeEach(async () => {
    w = world();
    seed = await seedCompany(w);
  });

  it('stores a valid employee with a new id, normalised values and resolved fields', async () => {
    const body = validEmployeeInput({
      name: '  Álvaro   Ávila ',
      email: 'Alvaro.Avila@Example.COM.br',
      phone: '55 (11) 98765-4321',
      internalId: 'MAT-001',
      fields: [
        { key: 'department', value: 'Vendas' },
        { key: 'site', value: '' },
      ],
    });
    const employee = await create(body);

    expect(employee.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(employee.companyId).toBe(seed.company.id);
    expect(employee.state).toBe('active');
    const stored = await w.repos.employees.ofId(employee.id);
    expect(stored?.profile.name?.value).toBe('Álvaro Ávila');
    expect(stored?.profile.email?.value).toBe('alvaro.avila@example.com.br');
    expect(stored?.profile.phone?.value).toBe('+5511987654321');
    expect(stored?.profile.internalId).toBe('MAT-001');
    expect(stored?.profile.language.value).toBe('pt-BR');
    expect(stored?.fieldValues).toEqual([
      { filterId: seed.department.id, key: 'department', value: 'Vendas' },
      { filterId: seed.site.id, key: 'site', value: 'Matriz' },
    ]);
  });

  it('accepts the id + value shape of fields', async () => {
    const employee = await create(validEmployeeInput({ fields: [{ id: seed.department.id, value: 'RH' }] }));
    expect(employee.fieldValues).toEqual([{ filterId: seed.department.id, key: 'department', value: 'RH' }]);
  });

  it('ignores read-only and unknown properties of the body', async () => {
    const employee = await create(
      validEmployeeInput({
        id: '11111111-1111-4111-8111-111111111111',
        created_at: '2000-01-01T00:00:00Z',
        deleted_at: '2000-01-01T00:00:00Z',
        favourite_colour: 'blue',
        fields: [{ key: 'department', value: 'RH' }],
      }),
    );
    expect(employee.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(employee.createdAt).toEqual(w.clock.now());
    expect(employee.deletedAt).toBeNull();
  });

  it('links the employee to every active campaign, and only those, with include_campaign true', async () => {
    const linked = await create(
      validEmployeeInput({ includeCampaign: true, fields: [{ key: 'department', value: 'RH' }] }),
    );
    const unlinked = await create(
      validEmployeeInput({ includeCampaign: false, fields: [{ key: 'department', value: 'RH' }] }),
    );
    expect(linked.campaignIds).toEqual([seed.survey.id]);
    expect(unlinked.campaignIds).toEqual([]);
    expect(await w.repos.campaigns.membersOf(seed.survey.id)).toEqual([linked.id]);
  });

  it('reports every invalid field at once', async () => {
    const { codes, error } = await violationsOf(
      create({
        name: 'maria',
        socialName: 'Joana',
        email: 'not-an-email',
        phone: '+551133334444',
        document: '12345678900',
        birthdate: '31/02/2020',
        hiringDate: '01/01/2030',
        language: 'fr',
        isOnLeave: 'yes',
        fields: [{ key: 'unknown', value: 'x' }],
      }),
    );
    expect(error.code).toBe('EMPLOYEE.INVALID');
    expect(codes).toEqual({
      name: ['NAME.SINGLE_WORD'],
      social_name: ['NAME.SINGLE_WORD'],
      email: ['EMAIL.SYNTAX'],
      phone: ['PHONE.LANDLINE'],
      document: ['CPF.CHECK_DIGITS'],
      birthdate: ['DATE.NOT_A_DATE'],
      hiring_date: ['DATE.AFTER_TODAY'],
      language: ['LANGUAGE.UNSUPPORTED'],
      is_on_leave: ['BOOLEAN.INVALID'],
      fields: ['FIELDS.UNKNOWN_FILTER', 'FIELDS.REQUIRED_MISSING'],
      include_campaign: ['CAMPAIGN.INCLUDE_REQUIRED'],
    });
    expect(error.errors.document).toEqual(['is not a valid CPF (check digits do not match)']);
    expect(await w.repos.employees.search(seed.company.id, { page: 1, perPage: 10, search: null })).toMatchObject({
      total: 0,
    });
  });

  it(
    'reports the caller’s rejected properties in the same pass, with their ' +
      'messages only, skipping the rules that depend on them',
    async () => {
      const rejected = {
        name: [{ code: 'JSON.TYPE', message: 'must be a string or null' }],
        firing_date: [{ code: 'JSON.TYPE', message: 'must be a string or null' }],
      };
      const { codes, error } = await violationsOf(
        create({ name: 7, firingDate: 20, isVoluntaryFiring: true, email: 'not-an-email', document: null, rejected }),
      );
      expect(error.errors).toEqual({
        name: ['must be a string or null'],
        email: ['must be a valid e-mail address'],
        document: ['is required: the company identifies employees by document'],
        firing_date: ['must be a string or null'],
        fields: ['must include the required filters: department'],
      });
      expect(Object.keys(codes)).toEqual(['name', 'email', 'firing_date', 'document', 'fields']);
      expect(await w.repos.employees.search(seed.company.id, { page: 1, perPage: 10, search: null })).toMatchObject({
        total: 0,
      });
    },
  );

  it('rejects a body whose only violations are the caller’s, and stores nothing', async () => {
    const rejected = { is_on_leave: [{ code: 'JSON.TYPE', message: 'must be true or false' }] };
    const { error } = await violationsOf(
      create(validEmployeeInput({ isOnLeave: 'no', fields: [{ key: 'department', value: 'RH' }], rejected })),
    );
    expect(error.errors).toEqual({ is_on_leave: ['must be true or false'] });
    expect(await w.repos.employees.search(seed.company.id, { page: 1, perPage: 10, search: null })).toMatchObject({
      total: 0,
    });
  });

  it('requires the required filters also when fields is absent', async () => {
    const { codes, error } = await violationsOf(create(validEmployeeInput()));
    expect(codes).toEqual({ fields: ['FIELDS.REQUIRED_MISSING'] });
    expect(error.errors.fields).toEqual(['must include the required filters: department']);
  });

  describe('identify key', () => {
    it('requires document when the company identifies by document, and not email', async () => {
      const { codes } = await violationsOf(
        create(validEmployeeInput({ document: null, fields: [{ key: 'department', value: 'RH' }] })),
      );
      expect(codes).toEqual({ document: ['EMPLOYEE.IDENTIFY_KEY_REQUIRED'] });
      const noEmail = await create(validEmployeeInput({ email: null, fields: [{ key: 'department', value: 'RH' }] }));
      expect(noEmail.profile.email).toBeNull();
    });

    it('requires email when the company identifies by email, and not document', async () => {
      const company = aCompany().identifiedBy('email').build();
      await w.repos.companies.save(company);
      const { codes } = await violationsOf(
        w.createEmployee.execute({ ...validEmployeeInput({ email: undefined }), companyId: company.id }),
      );
      expect(codes).toEqual({ email: ['EMPLOYEE.IDENTIFY_KEY_REQUIRED'] });
      const noDocument = await w.createEmployee.execute({
        ...validEmployeeInput({ document: null }),
        companyId: company.id,
      });
      expect(noDocument.profile.document).toBeNull();
    });

    it('lets every other field be absent, name included', async () => {
      const employee = await create({
        document: uniqueCpf(),
        includeCampaign: false,
        fields: [{ key: 'department', value: 'RH' }],
      });
      expect(employee.profile.name).toBeNull();
      expect(employee.profile.isOnLeave).toBe(false);
    });
  });

  describe('uniqueness', () => {
    it(
      'rejects a document, e-mail or phone held by an employee of ' + 'another company, without saying who holds it',
      async () => {
        const other = aCompany().build();
        await w.repos.companies.save(other);
        const holder = anEmployee().of(other).withEmail('ana@example.com').build();
        await w.repos.employees.save(holder);
        const p = holder.profile;
        const { codes, error } = await violationsOf(
          create(
            validEmployeeInput({
              document: p.document?.value,
              email: 'ANA@example.com',
              phone: `55 ${p.phone?.value.slice(3)}`,
              fields: [{ key: 'department', value: 'RH' }],
            }),
          ),
        );
        expect(codes).toEqual({ document: ['DOCUMENT.TAKEN'], email: ['EMAIL.TAKEN'], phone: ['PHONE.TAKEN'] });
        expect(JSON.stringify(error.errors)).not.toContain(holder.id);
        expect(JSON.stringify(error.errors)).not.toContain(other.id);
      },
    );

    it('rejects an internal_id used in the same company only', async () => {
      const other = aCompany().build();
      await w.repos.companies.save(other);
      await w.repos.employees.save(anEmployee().of(other).withInternalId('MAT-9').build());
      const first = await create(
        validEmployeeInput({ internalId: 'MAT-9', fields: [{ key: 'department', value: 'RH' }] }),
      );
      expect(first.profile.internalId).toBe('MAT-9');
      const { codes } = await violationsOf(
        create(validEmployeeInput({ internalId: 'MAT-9', fields: [{ key: 'department', value: 'RH' }] })),
      );
      expect(codes).toEqual({ internal_id: ['INTERNAL_ID.TAKEN'] });
    });

    it('accepts the document of a soft-deleted employee again, under a new id', async () => {
      const body = validEmployeeInput({ fields: [{ key: 'department', value: 'RH' }] });
      const first = await create(body);
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: first.id });
      const second = await create(body);
      expect(second.id).not.toBe(first.id);
      expect(second.profile.document?.value).toBe(body.document);
      expect(second.fieldValues).toHaveLength(1);
    });
  });

  describe('dates, with today in São Paulo', () => {
    const body = (dates: Record<string, unknown>) =>
      validEmployeeInput({ birthdate: null, hiringDate: null, ...dates, fields: [{ key: 'department', value: 'RH' }] });

    it('needs a birthdate before today and a hiring date not after today', async () => {
      expect((await violationsOf(create(body({ birthdate: '22/11/2026' })))).codes).toEqual({
        birthdate: ['DATE.NOT_BEFORE_TODAY'],
      });
      await expect(create(body({ birthdate: '21/11/2026' }))).resolves.toBeDefined();
      await expect(create(body({ hiringDate: '22/11/2026' }))).resolves.toBeDefined();
      expect((await violationsOf(create(body({ hiringDate: '23/11/2026' })))).codes).toEqual({
        hiring_date: ['DATE.AFTER_TODAY'],
      });
    });

    it('uses the São Paulo calendar day at 23:30 local time, when UTC is already the next day', async () => {
      w.clock.set('2026-11-22T23:30:00-03:00');
      await expect(create(body({ hiringDate: '22/11/2026' }))).resolves.toBeDefined();
      expect((await violationsOf(create(body({ hiringDate: '23/11/2026' })))).codes).toEqual({
        hiring_date: ['DATE.AFTER_TODAY'],
      });
      expect((await violationsOf(create(body({ birthdate: '22/11/2026' })))).codes).toEqual({
        birthdate: ['DATE.NOT_BEFORE_TODAY'],
      });
    });

    it('needs hiring strictly after birth and firing strictly after hiring', async () => {
      const sameDay = await violationsOf(create(body({ birthdate: '10/10/2000', hiringDate: '10/10/2000' })));
      expect(sameDay.codes).toEqual({ hiring_date: ['DATE.ORDER'] });
      const firing = await violationsOf(
        create(body({ hiringDate: '10/10/2020', firingDate: '10/10/2020', isVoluntaryFiring: true })),
      );
      expect(firing.codes).toEqual({ firing_date: ['DATE.ORDER'] });
    });

    it('accepts a leap day and rejects 29/02 of a common year', async () => {
      await expect(create(body({ birthdate: '29/02/2000' }))).resolves.toBeDefined();
      expect((await violationsOf(create(body({ birthdate: '29/02/2001' })))).codes).toEqual({
        birthdate: ['DATE.NOT_A_DATE'],
      });
    });
  });

  describe('firing on create', () => {
    it('records the firing, needs no include_campaign, and requires is_voluntary_firing', async () => {
      const missing = await violationsOf(
        create(
          validEmployeeInput({
            includeCampaign: undefined,
            firingDate: '20/11/2026',
            fields: [{ key: 'department', value: 'RH' }],
          }),
        ),
      );
      expect(missing.codes).toEqual({ is_voluntary_firing: ['FIRING.VOLUNTARY_REQUIRED'] });

      const employee = await create(
        validEmployeeInput({
          includeCampaign: undefined,
          firingDate: '20/11/2026',
          isVoluntaryFiring: true,
          reasonFiring: 'Pediu demissão',
          fields: [{ key: 'department', value: 'RH' }],
        }),
      );
      expect(employee.state).toBe('firing-recorded');
      expect(employee.firingSettlesAt).toEqual(new Date(w.clock.now().getTime() + 5000));
    });

    it('reports only the date when an invalid firing_date comes with its details', async () => {
      const { codes } = await violationsOf(
        create(
          validEmployeeInput({
            firingDate: '31/02/2026',
            isVoluntaryFiring: true,
            reasonFiring: 'x',
            fields: [{ key: 'department', value: 'RH' }],
          }),
        ),
      );
      expect(codes).toEqual({ firing_date: ['DATE.NOT_A_DATE'] });
    });

    it('rejects firing details without a firing date', async () => {
      const { codes } = await violationsOf(
        create(
          validEmployeeInput({
            isVoluntaryFiring: true,
            reasonFiring: 'x',
            fields: [{ key: 'department', value: 'RH' }],
          }),
        ),
      );
      expect(codes).toEqual({ is_voluntary_firing: ['FIRING.WITHOUT_DATE'], reason_firing: ['FIRING.WITHOUT_DATE'] });
    });
  });

  it('accepts filter ids in any case, and refuses fields: null like any non-array', async () => {
    const upper = await create(validEmployeeInput({ fields: [{ id: seed.department.id.toUpperCase(), value: 'RH' }] }));
    expect(upper.fieldValues).toEqual([{ filterId: seed.department.id, key: 'department', value: 'RH' }]);
    expect((await violationsOf(create(validEmployeeInput({ fields: null })))).codes).toEqual({
      fields: ['FIELDS.NOT_AN_ARRAY'],
    });
  });

  it('trims internal_id before its 255-character limit, and stores a blank one as null', async () => {
    const padded = await create(
      validEmployeeInput({ internalId: `${'a'.repeat(255)}    `, fields: [{ key: 'department', value: 'RH' }] }),
    );
    expect(padded.profile.internalId).toBe('a'.repeat(255));
    const blank = await create(validEmployeeInput({ internalId: '   ', fields: [{ key: 'department', value: 'RH' }] }));
    expect(blank.profile.internalId).toBeNull();
  });

  it('rejects a NUL byte and over-long text', async () => {
    const { codes } = await violationsOf(
      create(
        validEmployeeInput({
          internalId: 'a\u0000b',
          name: `Ana ${'B'.repeat(300)}`,
          fields: [{ key: 'department', value: 'RH' }],
        }),
      ),
    );
    expect(codes).toEqual({ internal_id: ['TEXT.NUL_BYTE'], name: ['NAME.TOO_LONG'] });
  });

  it('fails with COMPANY.NOT_FOUND for an unknown target company', async () => {
    await expect(
      w.createEmployee.execute({ ...validEmployeeInput(), companyId: '99999999-9999-4999-8999-999999999999' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
