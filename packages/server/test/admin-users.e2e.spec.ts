import { describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { useEmbeddedServer } from './support/embedded-server';
import { admin, api, runAdmin } from './support/server-process';

/**
 * `npm run --silent admin -- user create|disable`, `company set-otp` and `company set-report-min-group-size`
 * (docs/admin-cli.md, docs/access.md#users, docs/reports.md#anonymity): how an operator makes the first administrator
 * of a new company, disables a user, requires one-time passwords of a company's users and sets its reports' minimum
 * group size. On the embedded database through the running server, as an operator meets it;
 * the API answers with the same user.
 */

const STEP_TIMEOUT = 60_000;

describe('admin user create and disable', () => {
  const ctx = useEmbeddedServer('Primeira Ltda');

  it(
    'creates an invited user with a built-in profile, prints the invitation link once, and disables them',
    async () => {
      const email = uniqueEmail();
      const created = await admin(
        ctx.env,
        'user',
        'create',
        '--company',
        ctx.company.companyId,
        '--name',
        'Ana Paula Souza',
        '--email',
        email,
        '--profile',
        'administrador',
      );
      const id = String(created.id);
      expect(created).toMatchObject({ company_id: ctx.company.companyId, name: 'Ana Paula Souza', status: 'invited' });
      expect(created.invitation_url).toMatch(/^http:\/\/localhost:\d+\/admin\/invitations\/[A-Za-z0-9_-]{43}$/);

      const listed = await api(ctx.server.baseUrl, ctx.company.key, 'GET', '/api/v1/users');
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([expect.objectContaining({ id: created.id, email, status: 'invited' })]);
      expect(JSON.stringify(listed.body)).not.toContain(String(created.invitation_url).split('/').pop());

      const permissions = await api(ctx.server.baseUrl, ctx.company.key, 'GET', `/api/v1/permissions?user_id=${id}`);
      expect(permissions.body.data).toHaveLength(1);

      const disabled = await admin(ctx.env, 'user', 'disable', '--id', String(created.id));
      expect(disabled).toMatchObject({ id: created.id, status: 'disabled' });
      const read = await api(ctx.server.baseUrl, ctx.company.key, 'GET', `/api/v1/users/${id}`);
      expect(read.body.data).toMatchObject({ status: 'disabled' });
    },
    STEP_TIMEOUT * 4,
  );

  it(
    'prints the invitation link at PUBLIC_BASE_URL as the server does, else at http://localhost:PORT',
    async () => {
      const create = async (env: Record<string, string>) =>
        String(
          (
            await admin(
              env,
              'user',
              'create',
              '--company',
              ctx.company.companyId,
              '--name',
              'Carla Mendes Rocha',
              '--email',
              uniqueEmail(),
              '--profile',
              'Leitor de relatórios',
            )
          ).invitation_url,
        );

      const published = await create({ ...ctx.env, PUBLIC_BASE_URL: 'https://rh.exemplo.com.br/' });
      expect(published).toMatch(/^https:\/\/rh\.exemplo\.com\.br\/admin\/invitations\/[A-Za-z0-9_-]{43}$/);
      expect(await create({ ...ctx.env, PORT: '4321' })).toMatch(
        /^http:\/\/localhost:4321\/admin\/invitations\/[A-Za-z0-9_-]{43}$/,
      );
    },
    STEP_TIMEOUT * 2,
  );

  it(
    'refuses an unknown profile or an unknown company, and creates nothing',
    async () => {
      const email = uniqueEmail();
      const unknownProfile = await runAdmin(ctx.env, [
        'user',
        'create',
        '--company',
        ctx.company.companyId,
        '--name',
        'Bruno Lima Costa',
        '--email',
        email,
        '--profile',
        'Chefe',
      ]);
      expect({ code: unknownProfile.code, error: unknownProfile.json?.error }).toEqual({
        code: 1,
        error: expect.stringContaining('profile'),
      });
      const unknownCompany = await runAdmin(ctx.env, [
        'user',
        'create',
        '--company',
        '00000000-0000-4000-8000-00000000dead',
        '--name',
        'Bruno Lima Costa',
        '--email',
        email,
        '--profile',
        'Administrador',
      ]);
      expect(unknownCompany.code).toBe(1);
      const listed = await api(ctx.server.baseUrl, ctx.company.key, 'GET', '/api/v1/users?per_page=100');
      expect((listed.body.data as Array<{ email: string }>).map((u) => u.email)).not.toContain(email);
    },
    STEP_TIMEOUT * 3,
  );

  it(
    "sets and clears the company's one-time-password requirement, refusing anything but true or false",
    async () => {
      expect(
        await admin(ctx.env, 'company', 'set-otp', '--company', ctx.company.companyId, '--required', 'true'),
      ).toMatchObject({ id: ctx.company.companyId, otp_required: true });
      const bad = await runAdmin(ctx.env, [
        'company',
        'set-otp',
        '--company',
        ctx.company.companyId,
        '--required',
        'yes',
      ]);
      expect({ code: bad.code, error: bad.json?.error }).toEqual({ code: 1, error: expect.stringContaining('otp') });
      expect(
        await admin(ctx.env, 'company', 'set-otp', '--company', ctx.company.companyId, '--required', 'false'),
      ).toMatchObject({ otp_required: false });
    },
    STEP_TIMEOUT * 3,
  );

  it(
    "sets and clears the company's own minimum group size of the reports, refusing fewer than 3",
    async () => {
      const set = (size: string) =>
        runAdmin(ctx.env, ['company', 'set-report-min-group-size', '--company', ctx.company.companyId, '--size', size]);
      expect((await set('3')).json).toMatchObject({ id: ctx.company.companyId, report_min_group_size: 3 });
      for (const bad of ['2', '101', 'five']) {
        const refused = await set(bad);
        expect({ code: refused.code, error: refused.json?.error }).toEqual({
          code: 1,
          error: expect.stringContaining('report_min_group_size'),
        });
      }
      expect((await set('default')).json).toMatchObject({ report_min_group_size: null });
    },
    STEP_TIMEOUT * 5,
  );

  it(
    'audits every command that changes data as the admin CLI, and audit verify finds the chain whole',
    async () => {
      let key = ctx.company.key;
      const actions = async (): Promise<string[]> => {
        const trail = await api(ctx.server.baseUrl, key, 'GET', '/api/v1/audit-events?per_page=100');
        expect(trail.status).toBe(200);
        return (trail.body.data as Array<{ action: string; actor: { type: string }; changed: string[] }>)
          .reverse()
          .map((e) => `${e.actor.type} ${e.action} ${e.changed.join(',')}`.trim());
      };
      const before = (await actions()).length;
      await admin(ctx.env, 'company', 'set-rate-limit', '--company', ctx.company.companyId, '--per-minute', '777');
      await admin(ctx.env, 'company', 'set-report-min-group-size', '--company', ctx.company.companyId, '--size', '4');
      const filter = await admin(ctx.env, 'filter', 'create', '--company', ctx.company.companyId, '--key', 'turno');
      await admin(ctx.env, 'campaign', 'create', '--company', ctx.company.companyId, '--name', 'Clima 2026');
      await admin(ctx.env, 'company', 'set-otp', '--company', ctx.company.companyId, '--required', 'false');
      const user = await admin(
        ctx.env,
        ...[
          'user',
          'create',
          '--company',
          ctx.company.companyId,
          '--name',
          'Rita Alves Melo',
          '--email',
          uniqueEmail(),
        ],
        ...['--profile', 'Leitor de relatórios'],
      );
      await admin(ctx.env, 'user', 'disable', '--id', String(user.id));
      const employee = await api(ctx.server.baseUrl, key, 'POST', '/api/v1/employees', {
        name: 'Caio Nunes Prado',
        document: uniqueCpf(),
        include_campaign: false,
      });
      const employeeId = String(employee.body.data.id);
      await api(ctx.server.baseUrl, key, 'DELETE', `/api/v1/employees/${employeeId}`);
      await admin(ctx.env, 'employee', 'restore', '--id', employeeId);
      await admin(ctx.env, 'key', 'revoke', '--company', ctx.company.companyId);
      key = String((await admin(ctx.env, 'key', 'issue', '--company', ctx.company.companyId)).key);
      const after = await actions();

      expect(after.slice(0, 3)).toEqual([
        'admin_cli company.created name,identify_key',
        'admin_cli company.updated rate_limit_per_minute',
        'admin_cli api_key.issued identifier,environment',
      ]);
      expect(after.slice(before)).toEqual([
        'admin_cli company.updated rate_limit_per_minute',
        'admin_cli company.updated report_min_group_size',
        expect.stringMatching(/^admin_cli filter\.created key/),
        'admin_cli campaign.created name,status,questions,distribution,reminder_days',
        'admin_cli company.updated',
        expect.stringMatching(/^admin_cli user\.created name,email,status/),
        expect.stringMatching(/^admin_cli permission\.created user_id,profile_id/),
        'admin_cli user.disabled status,invitation,disabled_at',
        expect.stringMatching(/^api_key employee\.created name,document/),
        'api_key employee.deleted deleted_at',
        'admin_cli employee.restored deleted_at',
        'admin_cli api_key.revoked revoked_at',
        'admin_cli api_key.issued identifier,environment',
      ]);
      expect(filter.id).toEqual(expect.any(String));

      const verified = await admin(ctx.env, 'audit', 'verify', '--company', ctx.company.companyId);
      expect(verified).toEqual({
        company_id: ctx.company.companyId,
        events: after.length,
        ok: true,
        first_broken: null,
      });
    },
    STEP_TIMEOUT * 3,
  );
});
