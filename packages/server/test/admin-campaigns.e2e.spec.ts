import { describe, expect, it } from '@jest/globals';
import { standardQuestionnaire } from '@employee/domain';
import { useEmbeddedServer } from './support/embedded-server';
import { admin, api, runAdmin } from './support/server-process';

/**
 * `npm run --silent admin -- campaign create` (docs/admin-cli.md, docs/surveys.md#campaigns): the output keeps its
 * shape `{id, name, is_active}`; the campaign is open with a copy of the standard questionnaire (a draft with
 * `--inactive`), delivered by the platform unless `--distribution links`, as the API then shows it;
 * `--questionnaire` takes only `standard`. On the embedded database through the running server, as an operator meets
 * it.
 */
describe('admin campaign create', () => {
  const ctx = useEmbeddedServer('Campanhas Ltda');

  it('creates an open campaign, or a draft with --inactive, with the standard questionnaire [hang 60 s]', async () => {
    const create = (...flags: string[]) =>
      admin(ctx.env, 'campaign', 'create', '--company', ctx.company.companyId, '--name', ...flags);
    const open = await create('Clima Anual', '--questionnaire', 'standard');
    const draft = await create('Onboarding', '--inactive', '--distribution', 'links');
    expect(open).toEqual({ id: expect.any(String), name: 'Clima Anual', is_active: true });
    expect(draft).toEqual({ id: expect.any(String), name: 'Onboarding', is_active: false });

    const baseUrl = ctx.server.baseUrl;
    const listed = await api(baseUrl, ctx.company.key, 'GET', '/api/v1/campaigns');
    expect(listed.status).toBe(200);
    type Listed = { id: string; status: string; question_count: number; distribution: string };
    const statuses = (listed.body.data as Listed[]).map((c) => [c.id, c.status, c.question_count, c.distribution]);
    expect(statuses).toEqual([
      [draft.id, 'draft', standardQuestionnaire().length, 'links'],
      [open.id, 'open', standardQuestionnaire().length, 'platform'],
    ]);
    const opened = await api(baseUrl, ctx.company.key, 'POST', `/api/v1/campaigns/${String(draft.id)}/open`);
    expect([opened.status, opened.body.data.is_active]).toEqual([200, true]);
  }, 60_000);

  it('refuses a questionnaire other than standard, creating nothing [hang 60 s]', async () => {
    const refused = await runAdmin(ctx.env, [
      'campaign',
      'create',
      '--company',
      ctx.company.companyId,
      '--name',
      'Própria',
      '--questionnaire',
      'custom',
    ]);
    expect([refused.ok, refused.json?.error]).toEqual([
      false,
      'campaign create: --questionnaire takes only "standard" (the default)',
    ]);
    const listed = await api(ctx.server.baseUrl, ctx.company.key, 'GET', '/api/v1/campaigns?search=Própria');
    expect(listed.body.data).toEqual([]);
  }, 60_000);
});
